import type { BookingRequestInput } from '../../booking-api.schema';
import type { BookingWriteKind } from '../../client/write-booking';
import type { BookingCustomer } from '../../customer.schema';
import { customerRequestFields } from '../../utils/customer-request';
import {
  chosenDateTime,
  selectedArea,
  selectedMenu,
  selectedOccasion,
} from './alternative-selectors';
import type { AlternativeBookingState as State } from './alternative-state';

/** Which write places this booking: an enquiry, an event (occasion type 'event') or a booking. */
export type AlternativeBookingKind = BookingWriteKind;

export function bookingKind(state: State): AlternativeBookingKind {
  if (state.isEnquiry) return 'enquiry';
  return selectedOccasion(state)?.type === 'event' ? 'event' : 'booking';
}

/**
 * The body of the create, enquiry or events call (`bookingRequestSchema`): the diner's details
 * (the mobile number already without spaces) and the choices of steps 1 and 2. The dining time is
 * the chosen slot, London wall-clock. Undefined until a date and time are chosen (step 3 is not
 * reached before).
 */
export function buildBookingRequest(
  state: State,
  customer: BookingCustomer,
  storeId: string,
): BookingRequestInput | undefined {
  const chosen = chosenDateTime(state);
  if (!chosen) return undefined;
  const menu = selectedMenu(state);
  return {
    restaurantId: storeId,
    ...customerRequestFields(customer),
    diningDateTime: `${chosen.date}T${chosen.time}`,
    bookingTime: chosen.time,
    adultCovers: state.adultCovers,
    childCovers: state.childCovers,
    occasionId: state.selectedOccasionId ?? undefined,
    areaId: selectedArea(state)?.id,
    menuIds: menu ? [menu.id] : [],
    menuName: menu?.name,
    // The card that guarantees it, once accepted (spec 1 §3 "Booking request").
    braintreeCustomerId: (state.cardAccepted && state.braintreeCustomerId) || undefined,
  };
}
