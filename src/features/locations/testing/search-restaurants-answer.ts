import type { JourneyRestaurant } from '../restaurant-summary.schema';
import type { SearchRestaurant } from '../search-restaurant.schema';

/**
 * Tests: a journey's restaurant as GET /api/v1/content/search-restaurants/ would answer it (the
 * spec's fields), so a fetch stub serves what the journey then reads back as `restaurant`.
 */
export function asSearchRestaurant(restaurant: JourneyRestaurant): SearchRestaurant {
  return {
    storeId: restaurant.storeId,
    title: restaurant.title,
    slug: restaurant.path.split('/').pop() ?? '',
    city: '',
    ...(restaurant.phoneNumber ? { phoneNumber: restaurant.phoneNumber } : {}),
    // The whole address in its first line reads back as the same one-line address.
    addressLine1: restaurant.address,
    postcode: '',
    addressLocation: { lat: restaurant.lat, lon: restaurant.lon },
    hideRestaurantDetailPage: restaurant.hideRestaurantDetailPage,
    ...(restaurant.bookingProviderUrl ? { bookingProviderUrl: restaurant.bookingProviderUrl } : {}),
    enableBookings: restaurant.enableBookings,
    clickCollect: false,
    path: restaurant.path,
  };
}

/** A list answer of the API for these journey restaurants; anything else (a status) as it is. */
export function searchRestaurantsAnswer(answer: unknown): unknown {
  return Array.isArray(answer)
    ? (answer as JourneyRestaurant[]).map((restaurant) => asSearchRestaurant(restaurant))
    : answer;
}
