import type { JourneyRestaurant } from '@/features/locations';
import { restaurantBookingState } from '../../utils/restaurant-booking-state';
import { RestaurantNotice } from '../journey/restaurant-notice';
import { RestaurantStep } from '../journey/restaurant-step';

interface RestaurantChoiceProps {
  restaurants: JourneyRestaurant[];
  /** The restaurant chosen so far: one this journey cannot book keeps the diner on this step. */
  chosen: JourneyRestaurant | null;
  brandName: string;
  onSelect: (restaurant: JourneyRestaurant, miles?: number | null) => void;
}

/**
 * Step 1's controls: why the chosen restaurant cannot be booked here, if it cannot (spec 1 §4
 * "Restaurant selection special states"), then the search to choose one.
 */
export function RestaurantChoice({
  restaurants,
  chosen,
  brandName,
  onSelect,
}: RestaurantChoiceProps) {
  const state = chosen ? restaurantBookingState(chosen) : 'bookable';
  return (
    <>
      {chosen && state !== 'bookable' && (
        <>
          <p className="fw-bold mb-2">{chosen.title}</p>
          <RestaurantNotice restaurant={chosen} state={state} />
        </>
      )}
      <RestaurantStep restaurants={restaurants} brandName={brandName} onSelect={onSelect} />
    </>
  );
}
