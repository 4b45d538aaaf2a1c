import { z } from 'zod';
import { lenientArray } from './lenient-array';
import { slugify } from './slug';
import { tileEntrySchema } from './tile.schema';
import { calendarDateSchema } from '@/lib/validation';

/** The days of the week, Sunday first as in spec 2 §3 "Opening hours". */
export const weekdays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof weekdays)[number];

const timeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a 24-hour time such as 09:30');
// A real calendar date: an exception on 2027-02-30 is an editor's mistake, logged and skipped.
const dateSchema = calendarDateSchema;

/** A day's opening: a close time earlier than the open time means after midnight. */
export const dayHoursSchema = z.object({ open: timeSchema, close: timeSchema });
export type DayHours = z.infer<typeof dayHoursSchema>;

/** Opening hours per weekday (Europe/London); a day left out is closed. */
export const weeklyHoursSchema = z.partialRecord(z.enum(weekdays), dayHoursSchema);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** An exception for one date: closed all day, or other hours. */
export const hoursExceptionSchema = z.union([
  z.object({ date: dateSchema, closed: z.literal(true), label: z.string().optional() }),
  dayHoursSchema.extend({ date: dateSchema, label: z.string().optional() }),
]);
export type HoursException = z.infer<typeof hoursExceptionSchema>;

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
    hours: weeklyHoursSchema,
    alternativeHours: z
      .object({ exceptions: z.array(hoursExceptionSchema) })
      .optional()
      .transform((value) => value?.exceptions ?? []),
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
  .transform((restaurant) => {
    const citySlug = slugify(restaurant.city);
    return { ...restaurant, citySlug, path: `/restaurants/${citySlug}/${restaurant.slug}` };
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
  ...shown
}: Restaurant): RestaurantOnPage {
  return shown;
}
