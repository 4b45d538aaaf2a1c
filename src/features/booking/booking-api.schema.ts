import { z } from 'zod';
import {
  calendarDateSchema,
  dateTimeSchema,
  isCalendarDate,
  queryIntegerSchema,
} from '@/lib/validation';
import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  specialRequestSchema,
} from './customer.schema';
import { optionalPhoneSchema } from './utils/optional-phone';

/**
 * The payloads of the booking API (spec 1 §7), checked the same way by the browser before it sends
 * and by the server when it receives. All dates and times are Europe/London wall-clock.
 */

/** Guests (spec 1 §5): adults 1-100, children 0-50. In a JSON body they are JSON numbers. */
export const adultsSchema = z.number().int().min(1).max(100);
export const childrenSchema = z.number().int().min(0).max(50);
/** The same in a query string: decimal digits only (`0x10` is not 16). */
const adultsQuery = queryIntegerSchema(1, 100);
const childrenQuery = queryIntegerSchema(0, 50);

/** A calendar date, YYYY-MM-DD: a real one (2027-02-30 is refused, not read as 2 March). */
export const dateSchema = calendarDateSchema;

/** An id of the booking system: a store, an occasion, a menu, an area, an extra. */
const idSchema = z.string().min(1).max(40);

/** A time of the slot grid: every 15 minutes from 09:00 to 23:45 (spec 1 §9). */
export const slotTimeSchema = z
  .string()
  .max(5)
  .regex(
    /^(09|1\d|2[0-3]):(00|15|30|45)$/,
    'Expected a time from 09:00 to 23:45 in 15-minute steps',
  );

/** A date and time: YYYY-MM-DDTHH:mm with optional seconds; with Z or an offset it is converted. */
export { dateTimeSchema };

const optionalId = idSchema
  .optional()
  // The journey sends the text 'null' for "no area" (spec 1 §7).
  .transform((value) => (value === 'null' || value === 'undefined' ? undefined : value));

/** `dates`: one date, a comma-separated list, or the parameter repeated. */
const datesSchema = z
  .union([z.string().max(400), z.array(z.string().max(10)).max(31)])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((d) => d.trim()))
  .pipe(z.array(dateSchema).min(1).max(31));

const idList = z
  .union([z.string().max(500), z.array(z.string().max(40)).max(10)])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((id) => id.trim())
      .filter((id) => id && id !== 'null'),
  )
  .pipe(z.array(idSchema).max(10));

export const storeParamsSchema = z.object({ storeId: idSchema });

export const occasionsQuerySchema = z.object({ date: dateSchema });

export const areasQuerySchema = z.object({
  occasionId: optionalId,
  adults: adultsQuery,
  children: childrenQuery.default(0),
  dates: datesSchema,
});

export const bookingMenusQuerySchema = areasQuerySchema.extend({ time: slotTimeSchema.optional() });

export const slotsQuerySchema = areasQuerySchema.extend({
  menuIds: idList,
  areaId: optionalId,
});

/** A month of London dates, YYYY-MM (1900 to 2999, as every date the site takes). */
export const monthSchema = z
  .string()
  .max(7)
  .refine(
    (value) => /^\d{4}-\d{2}$/.test(value) && isCalendarDate(`${value}-01`),
    'Expected a month such as 2026-12',
  );

/**
 * `GET /calendar/{storeId}`: the party and what the slots call would be asked with, for a month.
 * The same fields as the slots query but the dates, so each day is answered as the slots would be.
 */
export const calendarQuerySchema = z.object({
  month: monthSchema,
  occasionId: optionalId,
  adults: adultsQuery,
  children: childrenQuery.default(0),
  menuIds: idList,
  areaId: optionalId,
});

export const requirementsQuerySchema = z.object({
  occasionId: optionalId,
  adults: adultsQuery,
  children: childrenQuery.default(0),
  bookingDate: dateSchema,
  time: slotTimeSchema,
  menuId: optionalId,
  areaId: optionalId,
});

export const upsellsQuerySchema = z.object({
  occasionId: optionalId,
  adults: adultsQuery,
  children: childrenQuery.default(0),
  bookingDate: dateSchema,
  time: slotTimeSchema,
  includeUnavailable: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** POST /api/booking/availability (spec 1 §3 "Availability request"). */
export const availabilityRequestSchema = z.object({
  stores: z
    .array(z.object({ storeId: idSchema, miles: z.number().min(0).max(25_000).optional() }))
    .min(1)
    .max(10),
  date: dateTimeSchema,
  adultCovers: adultsSchema,
  childrenCovers: childrenSchema.default(0),
  /** An occasion to search for (a Christmas party); the restaurant's ordinary table when absent. */
  occasionId: idSchema.optional(),
});
export type AvailabilityRequest = z.input<typeof availabilityRequestSchema>;

/** POST /api/booking/create|enquiry|events/{storeId} (spec 1 §3 "Booking request"). */
export const bookingRequestSchema = z
  .object({
    // When sent, the store of the address (the route checks they agree).
    restaurantId: idSchema.optional(),
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    emailAddress: emailSchema,
    // Required by the standard details form; the alternative flow may leave it out (spec 1 §5).
    mobilePhoneNumber: optionalPhoneSchema.default(''),
    diningDateTime: dateTimeSchema,
    bookingTime: slotTimeSchema.optional(),
    adultCovers: adultsSchema,
    childCovers: childrenSchema.default(0),
    occasionId: idSchema.optional(),
    areaId: optionalId,
    menuIds: z.array(idSchema).max(10).default([]),
    menuName: z.string().max(200).optional(),
    offerId: z.string().max(100).optional(),
    upsells: z
      .array(z.object({ id: idSchema, quantity: z.number().int().min(1).max(100) }))
      .max(10)
      .default([]),
    upsellIds: z.array(idSchema).max(10).default([]),
    specialRequest: specialRequestSchema.default(''),
    shouldReceivePromotions: z.boolean().default(false),
    shouldReceiveSms: z.boolean().default(false),
    braintreeCustomerId: z.string().min(1).max(64).optional(),
  })
  .refine(
    (request) =>
      !request.bookingTime || request.diningDateTime.slice(11, 16) === request.bookingTime,
    {
      message: 'The booking time must be the time of diningDateTime',
      path: ['bookingTime'],
    },
  );
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** POST /api/token */
export const tokenRequestSchema = z.object({ clearCache: z.boolean().default(false) });
