import { z } from 'zod';

/**
 * Everything a list, a map, a search or the booking journey may need of a restaurant. No page
 * carries it whole: each use picks its own fields below, so a page sends only what its block
 * shows (issue 17, "cut what each page carries").
 */
export const restaurantSummarySchema = z.object({
  storeId: z.string(),
  title: z.string(),
  city: z.string(),
  citySlug: z.string(),
  slug: z.string(),
  path: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** One line: address lines, town and postcode. */
  address: z.string(),
  phoneNumber: z.string().optional(),
  hideRestaurantDetailPage: z.boolean(),
  enableBookings: z.boolean(),
  bookingProviderUrl: z.string().optional(),
});
export type RestaurantSummary = z.infer<typeof restaurantSummarySchema>;

/**
 * What the booking journey needs of each restaurant: the location step's search and list, the
 * notices of a restaurant it cannot book, the closest alternative and the thanks panel. The
 * answer of GET /api/v1/content/search-restaurants/, fetched when the journey starts.
 */
export const journeyRestaurantSchema = restaurantSummarySchema.pick({
  storeId: true,
  title: true,
  path: true,
  lat: true,
  lon: true,
  address: true,
  phoneNumber: true,
  hideRestaurantDetailPage: true,
  enableBookings: true,
  bookingProviderUrl: true,
});
export type JourneyRestaurant = z.infer<typeof journeyRestaurantSchema>;

/** A tile of the restaurant list (and the finder's 'View all locations'): city, name, link. */
export const restaurantTileSchema = restaurantSummarySchema.pick({
  storeId: true,
  title: true,
  city: true,
  path: true,
  hideRestaurantDetailPage: true,
});
export type RestaurantTile = z.infer<typeof restaurantTileSchema>;

/** A restaurant of the location finder: its search, results, map markers and tiles. */
export const finderRestaurantSchema = restaurantSummarySchema.pick({
  storeId: true,
  title: true,
  city: true,
  path: true,
  lat: true,
  lon: true,
  address: true,
  hideRestaurantDetailPage: true,
  enableBookings: true,
});
export type FinderRestaurant = z.infer<typeof finderRestaurantSchema>;

/**
 * A location of the simple book-now modal's list: a button with the name and address, and where it
 * is, for the list's search (`LocationPicker`).
 */
export const bookNowLocationSchema = restaurantSummarySchema.pick({
  storeId: true,
  title: true,
  address: true,
  lat: true,
  lon: true,
});
export type BookNowLocation = z.infer<typeof bookNowLocationSchema>;

/** What a location search ranks: where a restaurant is, and its name for ties and sorting. */
export type SearchableRestaurant = Pick<RestaurantSummary, 'storeId' | 'title' | 'lat' | 'lon'>;
