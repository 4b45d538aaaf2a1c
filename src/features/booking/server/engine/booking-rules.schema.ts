import { z } from 'zod';

const id = z.string().regex(/^[a-z0-9-]+$/);
const linkGroup = z.object({ type: z.enum(['inclusive', 'exclusive']), ids: z.array(id) });

/**
 * How one restaurant takes bookings (ARCHITECTURE §4). Capacity has two limits: `coversPerSlot`
 * (pacing: how many guests the kitchen can seat in one 15-minute slot) and `seats` (how many sit at
 * once, over each booking's turn time).
 */
export const bookingRulesSchema = z.object({
  /** Seats in the whole restaurant. */
  seats: z.number().int().positive(),
  /** Guests who may arrive in one 15-minute slot. */
  coversPerSlot: z.number().int().positive(),
  /** How long a table is kept, by party size: the first entry whose `upToCovers` fits. */
  turnMinutes: z
    .array(
      z.object({ upToCovers: z.number().int().positive(), minutes: z.number().int().positive() }),
    )
    .min(1),
  /** The last booking starts this long before closing. */
  lastSeatingMinutesBeforeClose: z.number().int().min(0),
  /** Parties of this many or more give a card guarantee. */
  cardGuaranteeFromCovers: z.number().int().positive(),
  /** Parties of this many or more are enquiries (spec 1 §9: 25). */
  enquiryFromCovers: z.number().int().positive(),
  /** How many days ahead this restaurant takes bookings, if not the site's BOOKING_HORIZON_DAYS. */
  horizonDays: z.number().int().min(1).max(730).optional(),
  /**
   * No change or cancellation online within this many hours of a booking (the diner calls
   * instead); unset, the site's default of 2 hours.
   */
  manageCutoffHours: z.number().int().min(0).max(168).optional(),
  /** Whether the restaurant takes enquiries for large parties online. */
  acceptEnquiries: z.boolean(),
  allowMultipleUpsells: z.boolean(),
  areas: z
    .array(z.object({ id, name: z.string().min(1), seats: z.number().int().positive() }))
    .min(1),
  menus: z.array(
    z.object({
      id,
      name: z.string().min(1),
      description: z.string(),
      imageUrl: z.string().nullable(),
      /**
       * A menu served only until a time of day (London, HH:mm): a table on it must start before
       * then. The set menu "every day until 6pm" is '18:00'. Unset, it is served whenever open.
       */
      servedUntil: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
        .optional(),
    }),
  ),
  occasions: z
    .array(
      z.object({
        id,
        name: z.string().min(1),
        type: z.enum(['standard', 'event']),
        minCovers: z.number().int().min(1),
        maxCovers: z.number().int().min(1),
        /** An event is bookable only in its season, every year: MM-DD to MM-DD, inclusive. */
        season: z
          .object({
            from: z.string().regex(/^\d{2}-\d{2}$/),
            to: z.string().regex(/^\d{2}-\d{2}$/),
          })
          .optional(),
        menus: linkGroup,
        areas: linkGroup,
      }),
    )
    .min(1),
  upsells: z.array(
    z.object({
      id,
      name: z.string().min(1),
      description: z.string(),
      imageUrl: z.string().nullable(),
      minimumQuantity: z.number().int().min(1),
      maximumQuantity: z.number().int().min(1),
    }),
  ),
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;
export type RulesOccasion = BookingRules['occasions'][number];
