import { bookingMessages } from '../booking-errors';
import { bookingSteps, type BookingState } from './booking-atoms';

/** What step 3 knows of the restaurant the diner chose and the search's answer. */
export type ChosenRestaurantAnswer = Pick<
  BookingState,
  'step' | 'busy' | 'restaurant' | 'availability' | 'availabilityMessage'
>;

/**
 * Whether step 3 has answered that the chosen restaurant has no time on the day asked for: no
 * time anywhere ('We're having trouble finding something suitable...'), or times only at the
 * nearby restaurants the answer adds. Then step 3 offers the nearest days with a table there and
 * 'Tell me if a table comes up' for that evening, beside whatever the nearby restaurants have.
 */
export function chosenRestaurantHasNothing(state: ChosenRestaurantAnswer): boolean {
  if (state.step !== bookingSteps.slot || state.busy.availability || !state.restaurant) {
    return false;
  }
  if (state.availabilityMessage === bookingMessages.noAvailability) return true;
  const { availability, restaurant } = state;
  return (
    availability !== null &&
    availability.length > 0 &&
    !availability.some(
      (store) => store.storeId === restaurant.storeId && store.timeSlots.length > 0,
    )
  );
}
