/**
 * How the header's Book Now reaches an in-page booking strip without importing the booking code
 * (spec 1 §2 "Header"): it dispatches a cancelable window event; a strip on the page listens,
 * cancels it (so the header knows it was handled), starts its journey and scrolls to it.
 */
export const START_BOOKING_EVENT = 'tavola:start-booking';

/** Pages where Book Now starts the in-page booking: the home page and every restaurants page. */
export function hasInPageBooking(pathname: string): boolean {
  return pathname === '/' || pathname === '/restaurants' || pathname.startsWith('/restaurants/');
}

/** Asks an in-page booking strip to start; true when one did. */
export function requestInPageBooking(): boolean {
  if (typeof window === 'undefined') return false;
  const event = new Event(START_BOOKING_EVENT, { cancelable: true });
  return !window.dispatchEvent(event);
}
