/**
 * What a list, a map or a search needs of a restaurant: small enough to send all 70+ with a page.
 */
export interface RestaurantSummary {
  storeId: string;
  title: string;
  city: string;
  citySlug: string;
  slug: string;
  path: string;
  lat: number;
  lon: number;
  address: string;
  phoneNumber?: string;
  hideRestaurantDetailPage: boolean;
  enableBookings: boolean;
  bookingProviderUrl?: string;
}

/** The summary of a restaurant view model. */
export function toRestaurantSummary(restaurant: {
  storeId: string;
  title: string;
  city: string;
  citySlug: string;
  slug: string;
  path: string;
  addressLocation: { lat: number; lon: number };
  addressLine1: string;
  addressLine2?: string;
  addressCity?: string;
  postcode: string;
  phoneNumber?: string;
  hideRestaurantDetailPage: boolean;
  enableBookings: boolean;
  bookingProviderUrl?: string;
}): RestaurantSummary {
  return {
    storeId: restaurant.storeId,
    title: restaurant.title,
    city: restaurant.city,
    citySlug: restaurant.citySlug,
    slug: restaurant.slug,
    path: restaurant.path,
    lat: restaurant.addressLocation.lat,
    lon: restaurant.addressLocation.lon,
    address: [
      restaurant.addressLine1,
      restaurant.addressLine2,
      restaurant.addressCity,
      restaurant.postcode,
    ]
      .filter(Boolean)
      .join(', '),
    ...(restaurant.phoneNumber ? { phoneNumber: restaurant.phoneNumber } : {}),
    hideRestaurantDetailPage: restaurant.hideRestaurantDetailPage,
    enableBookings: restaurant.enableBookings,
    ...(restaurant.bookingProviderUrl ? { bookingProviderUrl: restaurant.bookingProviderUrl } : {}),
  };
}
