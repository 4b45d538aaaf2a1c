import type { JourneyRestaurant } from '@/features/locations';
import type { WaitlistOffer } from '../waitlist/waitlist-api';
import { bookingSteps, type BookingState } from './booking-atoms';
import { bumped } from './booking-resets';
import { selectRestaurant } from './booking-transitions';

/**
 * A table offered from the waitlist, opened from its e-mail (`/booking/table-offer/{token}`): the
 * journey starts on 'Your details' with the restaurant, date, time and party of the held table
 * chosen and the diner's name and e-mail filled in. The table itself is held for this session by
 * the server; the booking is the journey's own (details, then a card if the restaurant asks).
 */
export function openTableOffer(
  state: BookingState,
  { offer, restaurant }: { offer: WaitlistOffer; restaurant: JourneyRestaurant },
): BookingState {
  return bumped({
    ...selectRestaurant(state, { restaurant }),
    adultCovers: offer.adults,
    childCovers: offer.children,
    selectedBookingDate: offer.date,
    selectedBookingTime: offer.time,
    selectedSlot: {
      storeId: offer.storeId,
      storeName: offer.restaurantName,
      time: offer.time,
      occasionId: '',
    },
    detailsDraft: { firstName: offer.firstName, lastName: offer.lastName, email: offer.email },
    step: bookingSteps.details,
  });
}
