import type { BookingApi } from '../../client/booking-api';
import type { BookingJourneyActions } from '../../hooks/use-booking-journey';
import { useNearbyDays } from '../../hooks/use-nearby-days';
import type { BookingState } from '../../state/booking-atoms';
import { chosenRestaurantHasNothing } from '../../state/chosen-restaurant-full';
import { NearbyDays } from '../journey/nearby-days';

interface NearbyDaysOfferProps {
  api: BookingApi;
  state: BookingState;
  actions: Pick<BookingJourneyActions, 'setParty' | 'checkAvailability'>;
  today: string;
}

/**
 * The nearest days with a table at the chosen restaurant, on step 3 when it has nothing on the
 * day asked for ('We're having trouble finding something suitable...'): a day chosen there is the
 * party's new date, and the search runs again at once.
 */
export function NearbyDaysOffer({ api, state, actions, today }: NearbyDaysOfferProps) {
  const { restaurant } = state;
  const chosenHasNothing = chosenRestaurantHasNothing(state);
  const party = {
    adults: state.adultCovers,
    children: state.childCovers,
    occasionId: state.selectedOccasionId ?? undefined,
  };
  const days = useNearbyDays(
    api,
    { storeId: restaurant?.storeId, ...party },
    state.selectedBookingDate,
    today,
    chosenHasNothing,
  );
  if (!restaurant) return null;
  return (
    <NearbyDays
      restaurantName={restaurant.title}
      days={days}
      onChoose={(date) => {
        actions.setParty({ ...party, date, time: state.selectedBookingTime });
        void actions.checkAvailability();
      }}
    />
  );
}
