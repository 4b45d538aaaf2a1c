import { nearestRestaurants, type JourneyRestaurant } from '@/features/locations';

/**
 * What choosing a restaurant leads to (spec 1 §4 "Restaurant selection special states"):
 * - 'external': its bookings are made on another site (a continue-to-provider panel);
 * - 'holidayPark': a Center Parcs restaurant, booked by phone only;
 * - 'disabled': it takes no bookings (a call-the-restaurant error);
 * - 'bookable': the journey goes on.
 */
export type RestaurantBookingState = 'external' | 'holidayPark' | 'disabled' | 'bookable';

/** Holiday-park restaurants are told apart by their title (spec 1 §4). */
const holidayParkPattern = /center parcs/i;

/** Which panel choosing this restaurant shows; the first matching state wins. */
export function restaurantBookingState(restaurant: JourneyRestaurant): RestaurantBookingState {
  if (restaurant.bookingProviderUrl) return 'external';
  if (holidayParkPattern.test(restaurant.title)) return 'holidayPark';
  if (!restaurant.enableBookings) return 'disabled';
  return 'bookable';
}

/** The alternative added to an availability search, with its distance from the chosen one. */
export interface AlternativeRestaurant {
  restaurant: JourneyRestaurant;
  miles: number;
}

/**
 * The closest other restaurant the journey can book (spec 1 §4 "Availability outcomes"): never a
 * holiday-park site, one that takes no bookings or one booked on an external site, since none of
 * those can answer availability. Distances are haversine miles (radius 3959); like every location
 * search, nothing 100 miles or more away counts as near. Undefined when there is none.
 */
export function alternativeRestaurant(
  chosen: JourneyRestaurant,
  all: readonly JourneyRestaurant[],
): AlternativeRestaurant | undefined {
  const candidates = all.filter(
    (restaurant) =>
      restaurant.storeId !== chosen.storeId && restaurantBookingState(restaurant) === 'bookable',
  );
  const [nearest] = nearestRestaurants(chosen, candidates, { limit: 1 });
  return nearest;
}
