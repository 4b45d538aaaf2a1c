import type { JourneyRestaurant } from './restaurant-summary.schema';
import type { SearchRestaurant } from './search-restaurant.schema';

// Apart from the schema: the browser's restaurant fetcher (in every page's first load) reads
// restaurants with these, and importing them from the schema file would bring its module-level
// `z.object(...)`, and with it all of zod (28 KB gzip), into every page.

/** One line: address lines, town and postcode. */
export function addressLine(
  restaurant: Pick<SearchRestaurant, 'addressLine1' | 'addressLine2' | 'addressCity' | 'postcode'>,
): string {
  return [
    restaurant.addressLine1,
    restaurant.addressLine2,
    restaurant.addressCity,
    restaurant.postcode,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The fields of a restaurant that the booking journey reads (of the answer, or of the content). */
type JourneySource = Pick<
  SearchRestaurant,
  | 'storeId'
  | 'title'
  | 'path'
  | 'addressLocation'
  | 'addressLine1'
  | 'addressLine2'
  | 'addressCity'
  | 'postcode'
  | 'phoneNumber'
  | 'hideRestaurantDetailPage'
  | 'enableBookings'
  | 'bookingProviderUrl'
>;

/** What the booking journey reads of a restaurant. */
export function toJourneyRestaurant(restaurant: JourneySource): JourneyRestaurant {
  return {
    storeId: restaurant.storeId,
    title: restaurant.title,
    path: restaurant.path,
    lat: restaurant.addressLocation.lat,
    lon: restaurant.addressLocation.lon,
    address: addressLine(restaurant),
    ...(restaurant.phoneNumber ? { phoneNumber: restaurant.phoneNumber } : {}),
    hideRestaurantDetailPage: restaurant.hideRestaurantDetailPage,
    enableBookings: restaurant.enableBookings,
    ...(restaurant.bookingProviderUrl ? { bookingProviderUrl: restaurant.bookingProviderUrl } : {}),
  };
}
