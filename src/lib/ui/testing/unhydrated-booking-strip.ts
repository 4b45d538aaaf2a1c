import { BOOKING_STRIP_ID } from '../in-page-booking';

/**
 * The page's booking strip as the server's HTML has it before it hydrates: in the page, not yet
 * listening for Book Now. Answers a function that takes it out again.
 */
export function placeUnhydratedBookingStrip(): () => void {
  const strip = document.createElement('section');
  strip.id = BOOKING_STRIP_ID;
  document.body.append(strip);
  return () => strip.remove();
}
