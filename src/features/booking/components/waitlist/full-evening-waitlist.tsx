import { bookingMessages } from '../../booking-errors';
import type { BookingState } from '../../state/booking-atoms';
import { WaitlistForm } from './waitlist-form';

interface FullEveningWaitlistProps {
  state: Pick<
    BookingState,
    | 'availabilityMessage'
    | 'restaurant'
    | 'selectedBookingDate'
    | 'selectedBookingTime'
    | 'adultCovers'
    | 'childCovers'
  >;
  /** A table turned out to be free: search again. */
  onTablesFound: () => void;
}

/**
 * Step 3's 'Tell me if a table comes up', shown only in its 'We're having trouble finding
 * something suitable...' state for a chosen restaurant and date (a full evening).
 */
export function FullEveningWaitlist({ state, onTablesFound }: FullEveningWaitlistProps) {
  const { restaurant, selectedBookingDate: date } = state;
  if (state.availabilityMessage !== bookingMessages.noAvailability || !restaurant || !date) {
    return null;
  }
  return (
    <WaitlistForm
      key={`${restaurant.storeId}-${date}-${state.adultCovers}-${state.childCovers}`}
      storeId={restaurant.storeId}
      date={date}
      adultCovers={state.adultCovers}
      childCovers={state.childCovers}
      time={state.selectedBookingTime}
      onTablesFound={onTablesFound}
    />
  );
}
