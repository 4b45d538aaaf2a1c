import { z } from 'zod';
import { lenientArray } from './lenient-array';
import { slugify } from './slug';
import { tileEntrySchema } from './tile.schema';
import { openingHoursFieldIds, readOpeningHours } from './opening-hours';

/** The opening hours fields in the restaurant's schema: every one optional, anything. */
const openingHoursShape = Object.fromEntries(
  openingHoursFieldIds.map((id) => [id, z.unknown().optional()]),
) as Record<(typeof openingHoursFieldIds)[number], z.ZodOptional<z.ZodUnknown>>;

/** The entry's fields without its opening hours fields, which the view model gives as `hours`. */
function omitOpeningHoursFields<T extends object>(
  fields: T,
): Omit<T, (typeof openingHoursFieldIds)[number]> {
  const rest = { ...fields } as Record<string, unknown>;
  for (const id of openingHoursFieldIds) delete rest[id];
  return rest as Omit<T, (typeof openingHoursFieldIds)[number]>;
}

const menuLinkSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });

/** A restaurant (spec 1 §3 "Location / Restaurant"). */
export const restaurantSchema = z
  .object({
    id: z.string(),
    storeId: z.string().min(1),
    title: z.string().min(1),
    slug: z.string().min(1),
    city: z.string().min(1),
    phoneNumber: z.string().optional(),
    email: z.string().optional(),
    addressLine1: z.string().min(1),
    addressLine2: z.string().optional(),
    addressCity: z.string().optional(),
    postcode: z.string().min(1),
    addressLocation: z.object({
      lat: z.number().min(-90).max(90),
      lon: z.number().min(-180).max(180),
    }),
    // Read leniently (opening-hours.ts): a typo in the hours marks that day, never the restaurant.
    ...openingHoursShape,
    description: z.string().optional(),
    hideRestaurantDetailPage: z.boolean().default(false),
    bookingProviderUrl: z.string().optional(),
    enableBookings: z.boolean().default(true),
    clickCollect: z.boolean().default(false),
    heroTiles: lenientArray(tileEntrySchema),
    menus: lenientArray(menuLinkSchema),
    /** The restaurant's old venue names in /italian-restaurant/{city}/{venue} (spec 1 §2 "Legacy redirects"). */
    legacySlugs: z.array(z.string().min(1)).default([]),
    updatedAt: z.string().optional(),
  })
  .transform((fields) => {
    const restaurant = omitOpeningHoursFields(fields);
    const citySlug = slugify(restaurant.city);
    return {
      ...restaurant,
      ...readOpeningHours(fields),
      citySlug,
      path: `/restaurants/${citySlug}/${restaurant.slug}`,
    };
  });
export type Restaurant = z.infer<typeof restaurantSchema>;

/**
 * What a restaurant's page shows of it: not the fields only the server reads (its hero tiles, sent
 * rendered; its old slugs, for redirects; its booking system's address) nor bookkeeping. A page's
 * props are sent with each page (issue 31).
 */
export type RestaurantOnPage = Omit<
  Restaurant,
  | 'id'
  | 'slug'
  | 'citySlug'
  | 'email'
  | 'hideRestaurantDetailPage'
  | 'bookingProviderUrl'
  | 'clickCollect'
  | 'heroTiles'
  | 'legacySlugs'
  | 'updatedAt'
  | 'contentProblems'
>;

/** The restaurant as its page shows it (`RestaurantOnPage`). */
export function restaurantOnPage({
  id: _id,
  slug: _slug,
  citySlug: _citySlug,
  email: _email,
  hideRestaurantDetailPage: _hidden,
  bookingProviderUrl: _bookingProviderUrl,
  clickCollect: _clickCollect,
  heroTiles: _heroTiles,
  legacySlugs: _legacySlugs,
  updatedAt: _updatedAt,
  contentProblems: _contentProblems,
  ...shown
}: Restaurant): RestaurantOnPage {
  return shown;
}
