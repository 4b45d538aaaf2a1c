import { z } from 'zod';

/**
 * A restaurant as GET /api/v1/content/search-restaurants/ answers it: the content's restaurant
 * fields under the spec's own names (spec 1 §3, spec 2 §3 "Restaurant"), and its page's `path`.
 * Kept small for a list of the whole chain: the opening hours and hero tiles, which no list reads,
 * are left out (each restaurant's page and GET /api/v1/content/restaurant/{storeId} have them).
 */
export const searchRestaurantSchema = z.object({
  storeId: z.string(),
  title: z.string(),
  slug: z.string(),
  city: z.string(),
  phoneNumber: z.string().optional(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  addressCity: z.string().optional(),
  postcode: z.string(),
  addressLocation: z.object({ lat: z.number(), lon: z.number() }),
  hideRestaurantDetailPage: z.boolean(),
  bookingProviderUrl: z.string().optional(),
  enableBookings: z.boolean(),
  clickCollect: z.boolean(),
  /** The restaurant's page on this site: /restaurants/{city}/{slug}. */
  path: z.string(),
});
export type SearchRestaurant = z.infer<typeof searchRestaurantSchema>;
