import { z } from 'zod';
import { queryIntegerSchema } from '@/lib/validation';
import { adultsSchema, childrenSchema, dateSchema, dateTimeSchema } from '../booking-api.schema';

/**
 * The contract of `/api/booking/manage/{token}` (GET, POST cancel, POST change), shared by the
 * diner's booking page and the server.
 */

/** A booking as its diner sees it on `/booking/{token}`: what the thanks panel shows, and more. */
export interface ManagedBooking {
  reference: string;
  bookingType: 'booking' | 'enquiry' | 'event';
  status: 'confirmed' | 'requested' | 'cancelled';
  restaurant: {
    storeId: string;
    title: string;
    address: string;
    phoneNumber: string | null;
    /** The restaurant's page, when it has one. */
    path: string | null;
  };
  /** London calendar date, YYYY-MM-DD. */
  date: string;
  /** London wall-clock time, HH:mm. */
  time: string;
  adults: number;
  children: number;
  occasion: string | null;
  menu: string | null;
  extras: { name: string; quantity: number }[];
  specialRequest: string;
  /** Who booked: shown on the page, and the name and e-mail a card guarantee is given in. */
  diner: { firstName: string; lastName: string; email: string };
  /** Whether the diner may change (date, time, party) or cancel it online right now. */
  canChange: boolean;
  canCancel: boolean;
  /** Why not, when they may not: what the page says beside the restaurant's number. */
  lockedReason: string | null;
  /** Whether a card already guarantees the booking (a larger party then needs no new one). */
  hasCardGuarantee: boolean;
  /** The party size from which a change needs a card guarantee, and from which it is an enquiry. */
  cardGuaranteeFromCovers: number;
  enquiryFromCovers: number;
  /** The site's name, which names the calendar entry. */
  brand: string;
}

export interface ManageResponse {
  booking: ManagedBooking;
}

/** A change: the new date and time, party, and a card when the new party needs one. */
export const bookingChangeSchema = z
  .object({
    diningDateTime: dateTimeSchema,
    adultCovers: adultsSchema,
    childCovers: childrenSchema.default(0),
    braintreeCustomerId: z.string().min(1).max(100).optional(),
  })
  .strict();
export type BookingChange = z.infer<typeof bookingChangeSchema>;

/** GET `/api/booking/manage/{token}/slots?date&adults&children`: the times the booking can move to. */
export const changeSlotsQuerySchema = z.object({
  date: dateSchema,
  adults: queryIntegerSchema(1, 100),
  children: queryIntegerSchema(0, 50).default(0),
});
export type ChangeSlotsQuery = z.output<typeof changeSlotsQuerySchema>;

export interface ChangeSlotsResponse {
  /** HH:mm, London wall clock, in order. */
  times: string[];
}
