import { z } from 'zod';
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

/** Guests (spec 1 §5): adults 1-100, children 0-50. */
export const adultsSchema = z.coerce.number().int().min(1).max(100);
export const childrenSchema = z.coerce.number().int().min(0).max(50);

/** A calendar date, YYYY-MM-DD. */
export const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date such as 2026-12-05')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a real date');

/** A time of the slot grid: every 15 minutes from 09:00 to 23:45 (spec 1 §9). */
export const slotTimeSchema = z
  .string()
  .regex(
    /^(09|1\d|2[0-3]):(00|15|30|45)$/,
    'Expected a time from 09:00 to 23:45 in 15-minute steps',
  );

/** A date and time: YYYY-MM-DDTHH:mm with optional seconds; with Z or an offset it is converted. */
export const dateTimeSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/,
    'Expected a date and time such as 2026-12-05T19:30',
  );

const optionalId = z
  .string()
  .min(1)
  .optional()
  // The journey sends the text 'null' for "no area" (spec 1 §7).
  .transform((value) => (value === 'null' || value === 'undefined' ? undefined : value));

/** `dates`: one date, a comma-separated list, or the parameter repeated. */
const datesSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((d) => d.trim()))
  .pipe(z.array(dateSchema).min(1).max(31));

const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((id) => id.trim())
      .filter((id) => id && id !== 'null'),
  );

export const storeParamsSchema = z.object({ storeId: z.string().min(1).max(40) });

export const occasionsQuerySchema = z.object({ date: dateSchema });

export const areasQuerySchema = z.object({
  occasionId: optionalId,
  adults: adultsSchema,
  children: childrenSchema.default(0),
  dates: datesSchema,
});

export const bookingMenusQuerySchema = areasQuerySchema.extend({ time: slotTimeSchema.optional() });

export const slotsQuerySchema = areasQuerySchema.extend({
  menuIds: idList,
  areaId: optionalId,
});

export const requirementsQuerySchema = z.object({
  occasionId: optionalId,
  adults: adultsSchema,
  children: childrenSchema.default(0),
  bookingDate: dateSchema,
  time: slotTimeSchema,
  menuId: optionalId,
  areaId: optionalId,
});

export const upsellsQuerySchema = z.object({
  occasionId: optionalId,
  adults: adultsSchema,
  children: childrenSchema.default(0),
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
    .array(z.object({ storeId: z.string().min(1).max(40), miles: z.number().min(0).optional() }))
    .min(1)
    .max(10),
  date: dateTimeSchema,
  adultCovers: adultsSchema,
  childrenCovers: childrenSchema.default(0),
});
export type AvailabilityRequest = z.input<typeof availabilityRequestSchema>;

/** POST /api/booking/create|enquiry|events/{storeId} (spec 1 §3 "Booking request"). */
export const bookingRequestSchema = z
  .object({
    restaurantId: z.string().min(1).max(40).optional(),
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    emailAddress: emailSchema,
    // Required by the standard details form; the alternative flow may leave it out (spec 1 §5).
    mobilePhoneNumber: optionalPhoneSchema.default(''),
    diningDateTime: dateTimeSchema,
    bookingTime: slotTimeSchema.optional(),
    adultCovers: adultsSchema,
    childCovers: childrenSchema.default(0),
    occasionId: z.string().min(1).optional(),
    areaId: optionalId,
    menuIds: z.array(z.string().min(1)).max(10).default([]),
    menuName: z.string().max(200).optional(),
    offerId: z.string().max(100).optional(),
    upsells: z
      .array(z.object({ id: z.string().min(1), quantity: z.number().int().min(1).max(100) }))
      .max(10)
      .default([]),
    upsellIds: z.array(z.string()).max(10).default([]),
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
