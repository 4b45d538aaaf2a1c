import { sql } from 'drizzle-orm';
import { isEmbedded, queryRows, type Database } from '@/lib/db';
import type { BookingRules } from '../engine/booking-rules.schema';
import { seatingFor, type Seating } from '../engine/capacity';
import { minutesOf } from '../engine/london-time';
import { dayKeyOf, seatedBookings, type RestaurantDay } from './bookings-repository';

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
    sql`select pg_advisory_xact_lock(hashtextextended(${lockKeyOf({ storeId, date })}, 0))`,
  );
}

/**
 * Holds those of `days` that no other transaction holds, without waiting, and answers which (by
 * `dayKeyOf`): one statement for any number of days. A day another transaction holds is left to
 * wait in a transaction of its own (`lockRestaurantDay`), so a day held elsewhere never holds up
 * the others. Holding nothing but free days, this never waits, so it can never deadlock.
 *
 * On the embedded database every day is held already (see `lockRestaurantDay`).
 */
export async function lockFreeRestaurantDays(
  tx: Database,
  days: RestaurantDay[],
): Promise<Set<string>> {
  if (isEmbedded(tx) || days.length === 0) return new Set(days.map(dayKeyOf));
  const rows = await queryRows<{ day: string; held: boolean }>(
    tx,
    sql`select day, pg_try_advisory_xact_lock(hashtextextended(lock_key, 0)) as held
        from unnest(${sql.param(days.map(dayKeyOf))}::text[], ${sql.param(days.map(lockKeyOf))}::text[])
          as asked(day, lock_key)`,
  );
  return new Set(rows.filter((row) => row.held).map((row) => row.day));
}

/** The advisory lock's key of a restaurant's day (every process must use the same). */
const lockKeyOf = ({ storeId, date }: RestaurantDay) => `booking:${storeId}:${date}`;

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
