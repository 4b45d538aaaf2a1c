/**
 * How the header's Book Now reaches an in-page booking strip without importing the booking code
 * (spec 1 §2 "Header"): it dispatches a cancelable window event; a strip on the page listens,
 * cancels it (so the header knows it was handled), starts its journey and scrolls to it.
 */
export const START_BOOKING_EVENT = 'tavola:start-booking';

/** The element of the page's booking strip, in the server's HTML as in the browser's. */
export const BOOKING_STRIP_ID = 'booking-strip';

/**
 * Book Now used while the page's strip was still hydrating: the header and each tile hydrate on
 * their own (HydrateInSlices), so a strip can be in the page before it listens. It starts as
 * soon as it does (`takeEarlyBookingRequest`).
 */
let requestedEarly = false;

/** Pages where Book Now starts the in-page booking: the home page and every restaurants page. */
export function hasInPageBooking(pathname: string): boolean {
  return pathname === '/' || pathname === '/restaurants' || pathname.startsWith('/restaurants/');
}

/** Asks an in-page booking strip to start; true when one did or will once it is hydrated. */
export function requestInPageBooking(): boolean {
  if (typeof window === 'undefined') return false;
  const event = new Event(START_BOOKING_EVENT, { cancelable: true });
  if (!window.dispatchEvent(event)) return true;
  if (!document.getElementById(BOOKING_STRIP_ID)) return false;
  requestedEarly = true;
  return true;
}

/** For the strip once it listens: whether Book Now was used before it did. Answers true once. */
export function takeEarlyBookingRequest(): boolean {
  const requested = requestedEarly;
  requestedEarly = false;
  return requested;
}
