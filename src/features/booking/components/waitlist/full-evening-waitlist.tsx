import type { BookingState } from '../../state/booking-atoms';
import {
  chosenRestaurantHasNothing,
  type ChosenRestaurantAnswer,
} from '../../state/chosen-restaurant-full';
import { WaitlistForm } from './waitlist-form';

interface FullEveningWaitlistProps {
  state: ChosenRestaurantAnswer &
    Pick<
      BookingState,
      'selectedBookingDate' | 'selectedBookingTime' | 'adultCovers' | 'childCovers'
    >;
  /** A table turned out to be free: search again. */
  onTablesFound: () => void;
}

/**
 * Step 3's 'Tell me if a table comes up' for the chosen restaurant's evening, when it has no
 * time that day (whether or not the nearby restaurants have one): a diner set on that restaurant
 * can wait for it.
 */
export function FullEveningWaitlist({ state, onTablesFound }: FullEveningWaitlistProps) {
  const { restaurant, selectedBookingDate: date } = state;
  if (!chosenRestaurantHasNothing(state) || !restaurant || !date) return null;
  return (
    <WaitlistForm
      key={`${restaurant.storeId}-${date}-${state.adultCovers}-${state.childCovers}`}
      storeId={restaurant.storeId}
      date={date}
      adultCovers={state.adultCovers}
      childCovers={state.childCovers}
      time={state.selectedBookingTime}
      restaurantName={restaurant.title}
      onTablesFound={onTablesFound}
    />
  );
}
