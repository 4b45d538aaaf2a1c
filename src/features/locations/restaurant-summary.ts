import type { z } from 'zod';
import type { RestaurantSummary } from './restaurant-summary.schema';
import { addressLine } from './search-restaurant';

/** The fields of a restaurant view model (`Restaurant` of the content) that summaries read. */
export interface RestaurantViewModel {
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
}

/** The summary of a restaurant view model. */
export function toRestaurantSummary(restaurant: RestaurantViewModel): RestaurantSummary {
  return {
    storeId: restaurant.storeId,
    title: restaurant.title,
    city: restaurant.city,
    citySlug: restaurant.citySlug,
    slug: restaurant.slug,
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

/**
 * The restaurants with only the fields one use picks (`journeyRestaurantSchema`,
 * `restaurantTileSchema`...): parsing a summary with a picked schema drops every other field, so
 * a page or an answer carries no more than its block reads.
 */
export function summariesOf<Schema extends z.ZodType>(
  restaurants: readonly RestaurantViewModel[],
  schema: Schema,
): z.output<Schema>[] {
  return restaurants.map((restaurant) => schema.parse(toRestaurantSummary(restaurant)));
}
