// The booking feature's client-safe API: payload schemas, response types and messages.
export {
  adultsSchema,
  availabilityRequestSchema,
  bookingRequestSchema,
  childrenSchema,
  dateSchema,
  slotTimeSchema,
  tokenRequestSchema,
  type AvailabilityRequest,
  type BookingRequest,
  type BookingRequestInput,
} from './booking-api.schema';
export type {
  Area,
  BookingMenu,
  BookingResponse,
  Occasion,
  Requirements,
  SlotsResponse,
  StoreAvailability,
  TimeSlot,
  Upsell,
} from './booking-api.types';
export {
  bookingErrorMessage,
  bookingErrors,
  bookingMessages,
  unknownBookingErrorMessage,
  type BookingErrorCode,
} from './booking-errors';
export {
  bookingCustomerSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  phoneSchema,
  specialRequestSchema,
  type BookingCustomer,
  type BookingCustomerInput,
} from './customer.schema';
export { journeySettingsOf, type JourneySettings } from './journey-settings';
export { BookingStrip } from './components/containers/booking-strip';
export { BookingModalWatcher } from './components/containers/booking-modal-watcher';
export { SimpleBookNowModal } from './components/containers/simple-book-now-modal';
export { ManageBooking } from './manage/components/manage-booking';
export type { ManagedBooking } from './manage/manage-api';
export { manageMessages } from './manage/manage-messages';
export { TableOffer } from './components/waitlist/table-offer';
export { LeaveWaitlist } from './components/waitlist/leave-waitlist';
export { waitlistMessages } from './waitlist/waitlist-messages';
