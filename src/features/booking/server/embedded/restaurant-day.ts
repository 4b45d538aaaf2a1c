import { sql } from 'drizzle-orm';
import { isEmbedded, type Database } from '@/lib/db';
import type { BookingRules } from '../engine/booking-rules.schema';
import { seatingFor, type Seating } from '../engine/capacity';
import { minutesOf } from '../engine/london-time';
import { seatedBookings } from './bookings-repository';

/**
 * Holds the restaurant's day until the transaction ends: every booking, change and hold for one
 * restaurant on one date is checked and written one at a time, whichever process it reaches, so
 * two can never both take the last seats. Bookings for other restaurants or days never wait.
 *
 * On the embedded database (PGlite) no lock is taken (`isEmbedded`): it is one connection, and
 * each of its transactions runs alone, start to end, before any other query or transaction.
 */
export async function lockRestaurantDay(
  tx: Database,
  storeId: string,
  date: string,
): Promise<void> {
  if (isEmbedded(tx)) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${storeId}:${date}`}, 0))`,
  );
}

/** A party asking for seats on a restaurant's day. */
export interface PartyOnDay {
  storeId: string;
  date: string;
  time: string;
  covers: number;
  /** The area the diner chose, if any. */
  areaId: string | null;
}

/**
 * Where the party sits beside everything already seated that day (bookings and live holds), or
 * null when it no longer fits (code 4 for the diner). Run inside the day's lock
 * (`lockRestaurantDay`), so nothing can take the seats between this check and the write.
 * `except` leaves out the seats the party already has: its own booking when it is being changed,
 * the table its own session holds.
 */
export async function seatingOnDay(
  tx: Database,
  rules: BookingRules,
  party: PartyOnDay,
  except: { bookingId?: string; sessionId?: string } = {},
): Promise<Seating | null> {
  const seated = await seatedBookings(tx, party.storeId, party.date, except.bookingId);
  const others = except.sessionId
    ? seated.filter((booking) => booking.heldBy !== except.sessionId)
    : seated;
  return seatingFor(rules, others, {
    startMinutes: minutesOf(party.time),
    covers: party.covers,
    areaId: party.areaId,
  });
}
