import { bindCardToBooking } from '@/features/payments/server';
import type { Database } from '@/lib/db';
import { writeToOutbox, type MailMessage } from '@/lib/mail';
import { BookingError } from '../booking-error';
import type { NewBookingRow } from '../bookings.table';
import type { BookingRules } from '../engine/booking-rules.schema';
import { releaseHoldsOf } from '../holds/booking-holds-repository';
import { markOfferBooked } from '../waitlist/waitlist-repository';
import {
  bookingByIdempotencyKey,
  insertBooking,
  type SeatedReference,
} from './bookings-repository';
import { lockRestaurantDay, seatingOnDay } from './restaurant-day';
import { forgetBookedDay } from './seated-bookings-cache';

/** A booking, an enquiry or an event, checked and made ready to be written. */
export interface BookingToWrite {
  row: NewBookingRow & {
    storeId: string;
    diningDate: string;
    diningTime: string;
    sessionId: string;
    idempotencyKey: string | null;
    email: string;
  };
  /** Its confirmation (or an enquiry's acknowledgement), sent through the outbox. */
  email: MailMessage;
  /** The restaurant's rules, which its capacity is checked by. */
  rules: BookingRules;
}

/**
 * Writes a booking in one transaction: the restaurant day's lock (bookings and events, which take
 * seats), the booking already stored under its Idempotency-Key if any (a retry: its answer, and
 * nothing written), the capacity check beside that day's bookings and live holds (code 4 when the
 * seats have gone since the diner saw the slot), the card guarantee bound to this booking (code 5
 * when it already guarantees another), then the booking, its e-mail in the outbox, and the end of
 * its session's hold (the seats are now the booking's). An enquiry takes no seats until
 * the restaurant confirms it: no lock, no check.
 *
 * Two retries racing with one new key are one booking: on one restaurant day the lock puts them
 * one after the other, and the second finds the first; anywhere else the key's unique constraint
 * refuses the second (`placeBooking` then answers the first).
 */
export async function writeBooking(
  db: Database,
  { row, email, rules }: BookingToWrite,
): Promise<SeatedReference> {
  const takesSeats = row.bookingType !== 'enquiry';
  const { written, released } = await db.transaction(async (tx) => {
    if (takesSeats) await lockRestaurantDay(tx, row.storeId, row.diningDate);
    if (row.idempotencyKey) {
      const earlier = await bookingByIdempotencyKey(tx, row.idempotencyKey);
      if (earlier) return { written: earlier, released: [] };
    }
    let areaId = row.areaId ?? null;
    if (takesSeats) {
      const party = {
        storeId: row.storeId,
        date: row.diningDate,
        time: row.diningTime,
        covers: row.covers,
        areaId,
      };
      // The table this diner's session holds is theirs to take: only others' holds count.
      const seating = await seatingOnDay(tx, rules, party, { sessionId: row.sessionId });
      if (!seating) throw new BookingError(4);
      // A party at neighbouring tables (16-24) holds the seats of the area found for it.
      areaId = seating.areaId;
    }
    // A card guarantees one booking: this one binds it, or the booking needs another (code 5).
    if (row.paymentCustomerId && !(await bindCardToBooking(tx, cardClaimOf(row)))) {
      throw new BookingError(5);
    }
    await insertBooking(tx, { ...row, areaId });
    await writeToOutbox(tx, email);
    const released = await releaseHoldsOf(tx, [row.sessionId]);
    // A table offered from the waitlist and opened in this session is now booked: its place ends
    // (only a session that held a table can have opened an offer).
    if (takesSeats && released.length > 0) {
      await markOfferBooked(tx, row.sessionId, row.storeId, row.diningDate);
    }
    return { written: row, released };
  });
  // This process shows the booking (and the freed hold) at once; others within their 2 s copy.
  if (written === row && takesSeats) forgetBookedDay(row.storeId, row.diningDate);
  for (const hold of released) forgetBookedDay(hold.storeId, hold.diningDate);
  return { reference: written.reference, requestFingerprint: written.requestFingerprint ?? null };
}

/** The booking's claim to the card it names: vaulted in its session, for its e-mail address. */
function cardClaimOf(row: BookingToWrite['row']) {
  return {
    customerId: row.paymentCustomerId!,
    sessionId: row.sessionId,
    email: row.email,
    reference: row.reference,
  };
}
