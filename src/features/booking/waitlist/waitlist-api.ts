import { z } from 'zod';
import { adultsSchema, childrenSchema, dateSchema, slotTimeSchema } from '../booking-api.schema';
import { emailSchema, firstNameSchema, lastNameSchema } from '../customer.schema';
import { waitlistMessages } from './waitlist-messages';

/**
 * 'Tell me if a table comes up': `POST /api/booking/waitlist/{storeId}` puts a diner on a full
 * evening's waitlist. The party and the details follow a booking's own rules (guests, names,
 * e-mail); the times are a window on the 15-minute grid. The same schema checks the form.
 */
const windowInOrder = {
  check: (join: { timeFrom: string; timeTo: string }) => join.timeFrom <= join.timeTo,
  params: { path: ['timeTo'], message: waitlistMessages.windowBackwards },
};

/** What the diner fills in: the times they could come, and a booking's own name and e-mail rules. */
const dinerFields = {
  timeFrom: slotTimeSchema,
  timeTo: slotTimeSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
};

/** The form of step 3's 'Tell me if a table comes up' (the party and date are the search's). */
export const waitlistFormSchema = z
  .object(dinerFields)
  .refine(windowInOrder.check, windowInOrder.params);
export type WaitlistFormInput = z.input<typeof waitlistFormSchema>;

export const waitlistJoinSchema = z
  .object({
    date: dateSchema,
    adultCovers: adultsSchema,
    childCovers: childrenSchema.default(0),
    ...dinerFields,
  })
  .strict()
  .refine(windowInOrder.check, windowInOrder.params);
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

export interface WaitlistJoinResponse {
  /** The diner's place: they are told by e-mail when a table comes up. */
  status: 'waiting';
}

/** What an offer's link opens: the held table, and who it is held for. */
export interface WaitlistOffer {
  storeId: string;
  restaurantName: string;
  date: string;
  time: string;
  adults: number;
  children: number;
  firstName: string;
  lastName: string;
  email: string;
  /** ISO instant the table is held until. */
  heldUntil: string;
}

export interface WaitlistOfferResponse {
  offer: WaitlistOffer;
}

export interface WaitlistLeaveResponse {
  left: true;
}

/** The secret of an e-mail's link (an offer or 'leave the waitlist'): 43 base64url characters. */
export const waitlistTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
