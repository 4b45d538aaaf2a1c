// The booking feature's server-only API, for API routes and getServerSideProps.
export { BookingError } from './server/booking-error';
export type { BookingContext, BookingProvider } from './server/booking-provider';
export { getBookingProvider } from './server/get-booking-provider';
export { seedBookingRules } from './server/embedded/booking-rules-repository';
export { createEmbeddedBookingProvider } from './server/embedded/embedded-provider';
export {
  areasHandler,
  bookingMenusHandler,
  createHandler,
  enquiryHandler,
  eventHandler,
  occasionsHandler,
  requirementsHandler,
  slotsHandler,
  availabilityCalendarHandler,
  upsellsHandler,
} from './server/booking-routes';
export { availabilityHandler } from './server/availability-route';
export { embeddedBookingDeps, loadBookingRules } from './server/get-booking-provider';
export {
  calendarHandler,
  cancelHandler,
  changeHandler,
  changeSlotsHandler,
  viewHandler,
} from './server/manage/manage-routes';
export { viewBooking, bookingLinkNotFound } from './server/manage/manage-booking';
export { holdHandler, releaseHoldHandler } from './server/holds/hold-routes';
export {
  joinWaitlistHandler,
  leaveWaitlistHandler,
  waitlistOfferHandler,
} from './server/waitlist/waitlist-routes';
export { startWaitlistSweep } from './server/waitlist/waitlist-sweep';
export { waitlistDepsOf } from './server/waitlist/waitlist-deps';
