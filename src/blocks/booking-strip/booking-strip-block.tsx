import { BookingStrip } from '@/features/booking';
import type { BookingStripProps } from './booking-strip.schema';

/** The in-page booking journey of the home and restaurant pages (spec 1 §2 "Header" Book Now). */
export function BookingStripBlock({
  title,
  storeId,
  restaurantTitle,
  settings,
}: BookingStripProps) {
  if (!settings) return null;
  return (
    <BookingStrip
      title={title}
      storeId={storeId}
      restaurantTitle={restaurantTitle}
      settings={settings}
    />
  );
}
