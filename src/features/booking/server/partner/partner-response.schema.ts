import { z } from 'zod';
import { dateSchema, slotTimeSchema } from '../../booking-api.schema';
import type {
  Area,
  BookingMenu,
  BookingResponse,
  Occasion,
  Requirements,
  SlotsResponse,
  StoreAvailability,
  Upsell,
} from '../../booking-api.types';

/**
 * What the partner reservation system answers, checked before anything reaches the browser: each
 * schema parses into the site's own answer type, and drops fields the site does not know.
 */

/** An id: a string, or a number the partner's database may hand out (sent on as a string). */
const idSchema = z
  .union([z.string().min(1).max(100), z.number().int().nonnegative()])
  .transform(String);

const nameSchema = z.string().min(1).max(200);
const descriptionSchema = z.string().max(2000).default('');
const countSchema = z.number().int().min(0).max(1000);

/** An image URL the page may show: https, protocol-relative (Contentful's) or on this site. */
const imageSchema = z
  .object({
    file: z.object({
      url: z
        .string()
        .max(2000)
        .regex(/^(https:\/\/|\/\/|\/(?![/\\]))\S+$/, 'Expected an https or site image URL'),
    }),
  })
  .nullable()
  .default(null);

const list = <T extends z.ZodType>(item: T) => z.array(item).max(1000);

export const partnerOccasionSchema = z.object({
  id: idSchema,
  name: z.string().max(200).default(''),
  type: z.enum(['standard', 'event']).default('standard'),
  minimumCovers: countSchema,
  maximumCovers: countSchema,
  menuLinkGroup: z.object({
    type: z.enum(['inclusive', 'exclusive']),
    menuLinks: list(z.object({ id: idSchema })),
  }),
  areaLinkGroup: z.object({
    type: z.enum(['inclusive', 'exclusive']),
    areaLinks: list(z.object({ id: idSchema })),
  }),
}) satisfies z.ZodType<Occasion>;

export const partnerOccasionsSchema = z.object({ occasions: list(partnerOccasionSchema) });

export const partnerAvailabilitySchema = z.object({
  stores: list(
    z.object({
      storeId: idSchema,
      storeName: nameSchema,
      occasionId: idSchema,
      timeSlots: list(z.object({ time: slotTimeSchema })),
      exactMatch: z.boolean(),
      isFirstChoice: z.boolean(),
      miles: z.number().min(0).nullable().default(null),
      isPlaceAsEnquiryEnabled: z.boolean(),
      minimumCovers: countSchema,
      allowMultipleUpsells: z.boolean().default(false),
    }) satisfies z.ZodType<StoreAvailability>,
  ),
});

export const partnerAreasSchema = z.object({
  areas: list(z.object({ id: idSchema, name: nameSchema }) satisfies z.ZodType<Area>),
});

export const partnerMenusSchema = z.object({
  menus: list(
    z.object({
      id: idSchema,
      name: nameSchema,
      description: descriptionSchema,
      image: imageSchema,
    }) satisfies z.ZodType<BookingMenu>,
  ),
});

export const partnerSlotsSchema = z.object({
  dates: list(
    z.object({
      date: dateSchema,
      times: list(z.object({ time: slotTimeSchema, canEnquire: z.boolean().default(false) })),
    }),
  ),
}) satisfies z.ZodType<SlotsResponse>;

export const partnerRequirementsSchema = z.object({
  isPlaceAsEnquiryEnabled: z.boolean(),
  isCardGuaranteeRequired: z.boolean(),
}) satisfies z.ZodType<Requirements>;

export const partnerUpsellsSchema = z.object({
  upsells: list(
    z
      .object({
        id: idSchema,
        name: nameSchema,
        description: descriptionSchema,
        image: imageSchema,
        minimumQuantity: countSchema,
        maximumQuantity: countSchema,
      })
      .refine((upsell) => upsell.minimumQuantity <= upsell.maximumQuantity, {
        message: 'minimumQuantity is more than maximumQuantity',
      }) satisfies z.ZodType<Upsell>,
  ),
});

export const partnerBookingSchema = z.object({
  bookingReference: idSchema,
}) satisfies z.ZodType<BookingResponse>;

/** The card provider's client token for the browser's card form (creditCardToken). */
export const partnerCardTokenSchema = z.object({ clientToken: z.string().min(1).max(10_000) });

/** The customer the verified card was vaulted for (creditCardSubmit). */
export const partnerCardSchema = z.object({ customerId: idSchema });

/** POST /oauth/token (OAuth 2.0 client credentials, RFC 6749 §4.4). */
export const partnerTokenSchema = z.object({
  access_token: z.string().min(1).max(10_000),
  token_type: z
    .string()
    .regex(/^bearer$/i)
    .optional(),
  expires_in: z.coerce.number().positive().max(31_536_000),
});

/** The partner's error payload (spec 1 §3 "Error payload"), with a code of the catalogue. */
export const partnerErrorSchema = z.object({
  code: z.number().int(),
  title: z.string().max(200).optional(),
  message: z.string().max(1000).optional(),
});
