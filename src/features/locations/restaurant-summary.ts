import type { z } from 'zod';
import type { RestaurantSummary } from './restaurant-summary.schema';
import { toJourneyRestaurant } from './search-restaurant';

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

/** The summary of a restaurant view model: what the journey reads, and where its page is. */
export function toRestaurantSummary(restaurant: RestaurantViewModel): RestaurantSummary {
  return {
    ...toJourneyRestaurant(restaurant),
    city: restaurant.city,
    citySlug: restaurant.citySlug,
    slug: restaurant.slug,
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
