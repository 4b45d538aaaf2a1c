import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { currentTime } from '@/lib/clock';
import { insertMany, type Database } from '@/lib/db';
import { bookings, type BookingRow, type NewBookingRow } from '../bookings.table';
import { bookingHolds } from '../holds/booking-holds.table';
import type { SeatedBooking } from '../engine/capacity';
import { minutesOf } from '../engine/london-time';

/**
 * The bookings holding seats at a restaurant on a date: confirmed bookings and events, but for the
 * one being changed (`exceptBookingId`), whose own seats are free for its new time; and the tables
 * held for diners finishing a booking (`heldBy` names each one's session, so its own booking can
 * take them).
 */
export async function seatedBookings(
  db: Database,
  storeId: string,
  date: string,
  exceptBookingId?: string,
): Promise<SeatedBooking[]> {
  return (await seatedBookingsByStore(db, [storeId], date, exceptBookingId)).get(storeId)!;
}

/** The seated bookings of several restaurants on a date, in one query. */
export async function seatedBookingsByStore(
  db: Database,
  storeIds: string[],
  date: string,
  exceptBookingId?: string,
  now: Date = currentTime(),
): Promise<Map<string, SeatedBooking[]>> {
  // One query for both: the live holds and the seated bookings.
  const held = db
    .select({
      storeId: bookingHolds.storeId,
      time: bookingHolds.diningTime,
      durationMinutes: bookingHolds.durationMinutes,
      covers: sql<number>`${bookingHolds.covers}`.as('covers'),
      areaId: bookingHolds.areaId,
      heldBy: sql<string | null>`${bookingHolds.sessionId}`.as('held_by'),
    })
    .from(bookingHolds)
    .where(
      and(
        inArray(bookingHolds.storeId, storeIds),
        eq(bookingHolds.diningDate, date),
        gt(bookingHolds.expiresAt, now),
      ),
    );
  // Capacity counts only guests: bookings that start together, for the same turn, in the same
  // area are read as one, their guests summed. A busy day is then a row a slot, not a row a booking.
  const booked = db
    .select({
      storeId: bookings.storeId,
      time: bookings.diningTime,
      durationMinutes: bookings.durationMinutes,
      covers: sql<number>`sum(${bookings.covers})::int`.as('covers'),
      areaId: bookings.areaId,
      heldBy: sql<string | null>`null`.as('held_by'),
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.storeId, storeIds),
        eq(bookings.diningDate, date),
        eq(bookings.status, 'confirmed'),
        inArray(bookings.bookingType, ['booking', 'event']),
        exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
      ),
    )
    .groupBy(bookings.storeId, bookings.diningTime, bookings.durationMinutes, bookings.areaId);
  const rows = await unionAll(held, booked);
  const byStore = new Map(storeIds.map((storeId) => [storeId, [] as SeatedBooking[]]));
  for (const row of rows) {
    byStore.get(row.storeId)!.push({
      startMinutes: minutesOf(row.time),
      durationMinutes: row.durationMinutes,
      covers: row.covers,
      areaId: row.areaId,
      ...(row.heldBy ? { heldBy: row.heldBy } : {}),
    });
  }
  return byStore;
}

/**
 * Holds the restaurant's day until the transaction ends: every booking for one restaurant on one
 * date is checked and written one at a time, so two can never both take the last seats.
 */
export async function lockRestaurantDay(
  tx: Database,
  storeId: string,
  date: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${storeId}:${date}`}, 0))`,
  );
}

export async function bookingByIdempotencyKey(
  db: Database,
  idempotencyKey: string,
): Promise<BookingRow | undefined> {
  return (await bookingsByIdempotencyKeys(db, [idempotencyKey])).get(idempotencyKey);
}

/**
 * The bookings already stored under any of these Idempotency-Keys, by key: one query, with the keys
 * as one array parameter (a turn asks for dozens at once).
 */
export async function bookingsByIdempotencyKeys(
  db: Database,
  idempotencyKeys: string[],
): Promise<Map<string, BookingRow>> {
  if (idempotencyKeys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(bookings)
    .where(sql`${bookings.idempotencyKey} = any(${sql.param(idempotencyKeys)}::text[])`);
  return new Map(rows.map((row) => [row.idempotencyKey!, row]));
}

export async function insertBooking(db: Database, booking: NewBookingRow): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(booking).returning();
  return row!;
}

/**
 * Inserts several bookings in one statement (at least one), reading nothing back: the caller
 * already holds every value it answers with (a turn of bookings writes dozens at once).
 */
export function insertBookings(db: Database, rows: NewBookingRow[]): Promise<void> {
  return insertMany(db, bookings, rows);
}

/** True when the error is a unique violation of the named constraint (PostgreSQL and PGlite). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const errors = [error, (error as { cause?: unknown } | null)?.cause];
  return errors.some((candidate) => {
    const pg = candidate as { code?: string; constraint?: string; message?: string } | null;
    return (
      pg?.code === '23505' &&
      (pg.constraint === constraint || Boolean(pg.message?.includes(constraint)))
    );
  });
}
