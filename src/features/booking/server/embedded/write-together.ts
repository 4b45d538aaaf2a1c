import { bindCardToBooking } from '@/features/payments/server';
import type { Database } from '@/lib/db';
import { writeAllToOutbox } from '@/lib/mail';
import { BookingError } from '../booking-error';
import type { SeatedBooking } from '../engine/capacity';
import { seatingFor } from '../engine/capacity';
import { minutesOf } from '../engine/london-time';
import { releaseHoldsOf } from '../holds/booking-holds-repository';
import { markOfferBooked } from '../waitlist/waitlist-repository';
import {
  bookingsByIdempotencyKeys,
  dayKeyOf,
  insertBookings,
  seatedBookingsOnDays,
  type RestaurantDay,
  type SeatedReference,
} from './bookings-repository';
import { lockFreeRestaurantDays, lockRestaurantDay } from './restaurant-day';
import { forgetBookedDay } from './seated-bookings-cache';
import type { BookingToWrite } from './write-booking';

/** What became of each booking of a transaction: stored (or stored before), or refused. */
export type Outcome = SeatedReference | BookingError;

export interface WrittenTogether {
  /** Each booking's outcome, for those the transaction decided. */
  outcomes: Map<BookingToWrite, Outcome>;
  /**
   * The bookings on days another transaction held (PostgreSQL): not decided here, to be written
   * in a transaction that waits for their day.
   */
  waitingForDay: BookingToWrite[];
}

/**
 * Writes bookings, enquiries and events in one transaction, in the order given:
 * 1. The restaurant days of those that take seats are held (`days: 'wait'` waits for each, in
 *    order; `'free'` holds only the days no other transaction holds, and leaves the bookings on
 *    the others out, in `waitingForDay`).
 * 2. One read of the bookings already stored under their Idempotency-Keys, and one of the seated
 *    bookings and live holds of their days.
 * 3. Each in turn: a retry (its key stored, or taken by one before it here) is answered with the
 *    stored booking and writes nothing; a booking whose seats have gone since the diner saw the
 *    slot, beside the day's and those accepted before it, is refused (code 4); a card already
 *    guaranteeing another booking refuses it (code 5). The table a diner's own session holds is
 *    theirs to take: only others' holds count.
 * 4. One insert of the accepted bookings, one of their e-mails into the outbox, and one delete
 *    of their sessions' holds (the seats are now the bookings').
 *
 * Everything is decided inside the days' locks, so no two transactions can both take the last
 * seats, whichever process they run in. An enquiry takes no seats until the restaurant confirms
 * it: no lock, no check. A database error (a reference or key another transaction stored
 * meanwhile: their unique constraints) rolls the whole transaction back; the caller decides.
 */
export async function writeTogether(
  db: Database,
  together: BookingToWrite[],
  days: 'wait' | 'free',
): Promise<WrittenTogether> {
  const { outcomes, waitingForDay, written, released } = await db.transaction(async (tx) => {
    const held = await holdDays(tx, daysOf(together), days);
    // An enquiry needs no day; a booking is decided here only if its day is held.
    const decidable = (booking: BookingToWrite) =>
      !takesSeats(booking) || held.has(dayKey(booking));
    const { decided, accepted } = await decideInOrder(tx, together.filter(decidable));
    return {
      outcomes: decided,
      waitingForDay: together.filter((booking) => !decidable(booking)),
      written: accepted,
      released: await writeAccepted(tx, accepted),
    };
  });
  // This process shows the bookings (and the freed holds) at once; others within their 2 s copy.
  for (const booking of written.filter(takesSeats)) {
    forgetBookedDay(booking.row.storeId, booking.row.diningDate);
  }
  for (const hold of released) forgetBookedDay(hold.storeId, hold.diningDate);
  return { outcomes, waitingForDay };
}

/**
 * Each booking's outcome, in order, beside its day's bookings and holds as read now (one query for
 * the keys, one for the days) and the bookings accepted before it.
 */
async function decideInOrder(tx: Database, deciding: BookingToWrite[]) {
  const stored = await bookingsByIdempotencyKeys(
    tx,
    deciding.flatMap((booking) => booking.row.idempotencyKey ?? []),
  );
  const seated = await seatedBookingsOnDays(tx, daysOf(deciding));
  const decided = new Map<BookingToWrite, Outcome>();
  const accepted: BookingToWrite[] = [];
  for (const booking of deciding) {
    const outcome = await decide(tx, booking, stored, seated);
    if (!('row' in outcome)) {
      decided.set(booking, outcome);
      continue;
    }
    accepted.push(outcome);
    decided.set(booking, referenceOf(outcome));
    if (outcome.row.idempotencyKey) stored.set(outcome.row.idempotencyKey, referenceOf(outcome));
  }
  return { decided, accepted };
}

/**
 * The accepted bookings, their e-mails and the end of their sessions' holds, a statement each;
 * answers the holds ended.
 */
async function writeAccepted(tx: Database, accepted: BookingToWrite[]) {
  await insertBookings(
    tx,
    accepted.map((booking) => booking.row),
  );
  await writeAllToOutbox(
    tx,
    accepted.map((booking) => booking.email),
  );
  const released = await releaseHoldsOf(tx, [
    ...new Set(accepted.map((booking) => booking.row.sessionId)),
  ]);
  // A table offered from the waitlist and opened in this session is now booked: its place ends
  // (only a session that held a table can have opened an offer).
  const heldBy = new Set(released.map((hold) => hold.sessionId));
  for (const { row } of accepted.filter(takesSeats)) {
    if (heldBy.has(row.sessionId)) {
      await markOfferBooked(tx, row.sessionId, row.storeId, row.diningDate);
    }
  }
  return released;
}

/**
 * A booking's outcome beside the day as it stands: the booking stored before under its key (a
 * retry), a refusal, or the booking as it will be written (in the area found for it), whose seats
 * the day then shows, without its session's holds.
 */
async function decide(
  tx: Database,
  booking: BookingToWrite,
  stored: Map<string, SeatedReference>,
  seated: Map<string, SeatedBooking[]>,
): Promise<BookingToWrite | Outcome> {
  const { row, rules } = booking;
  const earlier = row.idempotencyKey ? stored.get(row.idempotencyKey) : undefined;
  if (earlier) return earlier;
  let areaId = row.areaId ?? null;
  const party = { startMinutes: minutesOf(row.diningTime), covers: row.covers, areaId };
  if (takesSeats(booking)) {
    const others = seated.get(dayKey(booking))!.filter((seat) => seat.heldBy !== row.sessionId);
    const seating = seatingFor(rules, others, party);
    if (!seating) return new BookingError(4);
    // A party at neighbouring tables (16-24) holds the seats of the area found for it.
    areaId = seating.areaId;
  }
  // A card guarantees one booking: this one binds it, or the booking needs another (code 5).
  if (row.paymentCustomerId && !(await bindCardToBooking(tx, cardClaimOf(row)))) {
    return new BookingError(5);
  }
  // The session's holds end with this transaction, on every day: they no longer count.
  for (const [key, day] of seated) {
    seated.set(
      key,
      day.filter((seat) => seat.heldBy !== row.sessionId),
    );
  }
  if (takesSeats(booking)) {
    seated.get(dayKey(booking))!.push({ ...party, areaId, durationMinutes: row.durationMinutes });
  }
  return { ...booking, row: { ...row, areaId } };
}

/** Holds the days: each in turn (`wait`), or those free now (`free`); answers those held. */
async function holdDays(
  tx: Database,
  days: RestaurantDay[],
  mode: 'wait' | 'free',
): Promise<Set<string>> {
  if (mode === 'free') return lockFreeRestaurantDays(tx, days);
  // In one order everywhere, so two transactions waiting for the same days never deadlock.
  const inOrder = [...days].sort((a, b) => dayKeyOf(a).localeCompare(dayKeyOf(b)));
  for (const day of inOrder) await lockRestaurantDay(tx, day.storeId, day.date);
  return new Set(days.map(dayKeyOf));
}

/** Bookings and events take seats; an enquiry takes none until the restaurant confirms it. */
const takesSeats = (booking: BookingToWrite) => booking.row.bookingType !== 'enquiry';

const dayKey = (booking: BookingToWrite) =>
  dayKeyOf({ storeId: booking.row.storeId, date: booking.row.diningDate });

/** The restaurant days the seat-taking bookings are on, each once. */
function daysOf(together: BookingToWrite[]): RestaurantDay[] {
  const days = new Map<string, RestaurantDay>();
  for (const booking of together.filter(takesSeats)) {
    days.set(dayKey(booking), { storeId: booking.row.storeId, date: booking.row.diningDate });
  }
  return [...days.values()];
}

const referenceOf = ({ row }: BookingToWrite): SeatedReference => ({
  reference: row.reference,
  requestFingerprint: row.requestFingerprint ?? null,
});

/** The booking's claim to the card it names: vaulted in its session, for its e-mail address. */
function cardClaimOf(row: BookingToWrite['row']) {
  return {
    customerId: row.paymentCustomerId!,
    sessionId: row.sessionId,
    email: row.email,
    reference: row.reference,
  };
}
