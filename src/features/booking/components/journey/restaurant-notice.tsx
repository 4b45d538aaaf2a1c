import type { JourneyRestaurant } from '@/features/locations';
import { bookingMessages } from '../../booking-errors';
import type { RestaurantBookingState } from '../../utils/restaurant-booking-state';
import { NewTabLink } from '../steps/new-tab-link';
import { CallButton } from './call-button';

/** The states of a restaurant that this journey cannot book (`restaurantBookingState`). */
export type RestaurantNoticeState = Exclude<RestaurantBookingState, 'bookable'>;

interface RestaurantNoticeProps {
  restaurant: Pick<JourneyRestaurant, 'title' | 'phoneNumber' | 'bookingProviderUrl'>;
  state: RestaurantNoticeState;
}

const messages: Record<RestaurantNoticeState, string> = {
  external: bookingMessages.externalProvider,
  holidayPark: bookingMessages.holidayPark,
  disabled: bookingMessages.bookingsDisabled,
};

/**
 * Why a chosen restaurant cannot be booked here (spec 1 §4 "Restaurant selection special
 * states"): an external provider takes the diner on in a new tab, so this booking stays open;
 * a holiday-park restaurant or one not taking bookings offers a call instead.
 */
export function RestaurantNotice({ restaurant, state }: RestaurantNoticeProps) {
  return (
    <div className="alert alert-info">
      {/* An alert: the notice replaces the journey's next step, so it must be heard at once. */}
      <p role="alert">{messages[state]}</p>
      {state === 'external' && restaurant.bookingProviderUrl ? (
        <NewTabLink href={restaurant.bookingProviderUrl} className="btn btn-primary">
          Continue
        </NewTabLink>
      ) : (
        <CallButton phoneNumber={restaurant.phoneNumber} />
      )}
    </div>
  );
}
