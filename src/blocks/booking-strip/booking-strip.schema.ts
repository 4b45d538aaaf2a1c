import { z } from 'zod';
import type { JourneySettings } from '@/features/booking';
import type { RestaurantSummary } from '@/features/locations';

/**
 * The booking strip tile: a title and, optionally, the restaurant it books. The loader
 * (booking-strip.tile.server.ts) adds every restaurant, the journey's settings and, on a
 * restaurant's page, that restaurant.
 */
export const bookingStripSchema = z
  .object({ title: z.string().optional(), storeId: z.string().optional() })
  .transform((tile) => ({
    title: tile.title ?? 'Book a table',
    storeId: tile.storeId,
    restaurants: [] as RestaurantSummary[],
    settings: null as JourneySettings | null,
  }));
export type BookingStripProps = z.infer<typeof bookingStripSchema>;
