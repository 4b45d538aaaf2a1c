import type { z } from 'zod';
import type { JourneySettings } from '@/features/booking';
import { bookingStripModel } from './booking-strip.model';

/**
 * The booking strip tile: a title and, optionally, the restaurant it books. The loader
 * (booking-strip.tile.server.ts) adds the journey's settings and, on a restaurant's page, that
 * restaurant and its name. The restaurant list is not in the page: the journey fetches it when the
 * diner starts (spec 1 §7).
 */
export const bookingStripSchema = bookingStripModel.schema.transform((tile) => ({
  title: tile.title ?? 'Book a table',
  storeId: tile.storeId,
  /** The name of the restaurant it books, for its heading ("Book a table at Leeds Trinity"). */
  restaurantTitle: undefined as string | undefined,
  settings: null as JourneySettings | null,
}));
export type BookingStripProps = z.infer<typeof bookingStripSchema>;
