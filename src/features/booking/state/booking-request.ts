import type { BookingRequestInput } from '../booking-api.schema';
import { customerRequestFields } from '../utils/customer-request';
import type { BookingState, BookingType } from './booking-atoms';

/**
 * The body of the create, enquiry or events call for the journey's state (spec 1 §3 "Booking
 * request", `bookingRequestSchema`), or undefined while the details, the time or the date are
 * missing. The time is the confirmed slot's, which may differ from the time first asked for.
 */
export function bookingRequestOf(state: BookingState): BookingRequestInput | undefined {
  const { customer, selectedSlot: slot, selectedBookingDate: date, selectedMenu: menu } = state;
  if (!customer || !slot || !date) return undefined;
  return {
    restaurantId: slot.storeId,
    ...customerRequestFields(customer),
    diningDateTime: `${date}T${slot.time}`,
    bookingTime: slot.time,
    adultCovers: state.adultCovers,
    childCovers: state.childCovers,
    ...(slot.occasionId ? { occasionId: slot.occasionId } : {}),
    menuIds: menu ? [menu.id] : [],
    ...(menu ? { menuName: menu.name } : {}),
    upsells: state.selectedUpsells.map(({ id, quantity }) => ({ id, quantity })),
    upsellIds: state.selectedUpsells.map(({ id }) => id),
    // Only a card accepted for this attempt guarantees it.
    ...(state.cardAccepted && state.braintreeCustomerId
      ? { braintreeCustomerId: state.braintreeCustomerId }
      : {}),
  };
}

/** Which call places the booking: an enquiry wins, then an event, else a plain booking. */
export function bookingTypeOf(state: Pick<BookingState, 'isEnquiry' | 'isEvent'>): BookingType {
  if (state.isEnquiry) return 'enquiry';
  return state.isEvent ? 'event' : '';
}
