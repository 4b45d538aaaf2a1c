import { and, eq, gt, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { currentTime } from '@/lib/clock';
import { insertManyStatement, isEmbedded, type Database } from '@/lib/db';
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
  const { held, booked } = seatedQueries(db, storeIds, date, exceptBookingId, now);
  return seatedByStore(storeIds, await unionAll(held, booked));
}

/**
 * What a turn of bookings reads, in one query: the restaurant day's seated bookings (as
 * `seatedBookings`) and the bookings already stored under any of the turn's Idempotency-Keys
 * (a turn asks for dozens at once, as one array parameter).
 */
export async function seatedBookingsAndStoredKeys(
  db: Database,
  storeId: string,
  date: string,
  idempotencyKeys: string[],
): Promise<{ seated: SeatedBooking[]; stored: Map<string, SeatedReference> }> {
  const { held, booked } = seatedQueries(db, [storeId], date, undefined, currentTime());
  const stored = db
    .select({
      ...seatedColumns(bookings.storeId, bookings.diningTime, bookings.durationMinutes),
      covers: sql<number>`0`.as('covers'),
      areaId: sql<string | null>`null`.as('area_id'),
      heldBy: sql<string | null>`null`.as('held_by'),
      // (In the same order as in the other parts: a union's columns go by position.)
      storedKey: sql<string | null>`${bookings.idempotencyKey}`.as('stored_key'),
      reference: sql<string | null>`${bookings.reference}`.as('reference'),
      fingerprint: sql<string | null>`${bookings.requestFingerprint}`.as('fingerprint'),
    })
    .from(bookings)
    .where(sql`${bookings.idempotencyKey} = any(${sql.param(idempotencyKeys)}::text[])`);
  const rows = await unionAll(held, booked, stored);
  const storedByKey = new Map<string, SeatedReference>();
  for (const row of rows) {
    if (row.storedKey === null) continue;
    storedByKey.set(row.storedKey, {
      reference: row.reference!,
      requestFingerprint: row.fingerprint,
    });
  }
  const seated = rows.filter((row) => row.storedKey === null);
  return { seated: seatedByStore([storeId], seated).get(storeId)!, stored: storedByKey };
}

/**
 * What a diner is answered with: the booking's reference, and the fingerprint of the request that
 * made it (a retry with the same Idempotency-Key must match it).
 */
export type SeatedReference = Pick<BookingRow, 'reference' | 'requestFingerprint'>;

/** The columns every part of the seated read gives (so they can be read as one). */
function seatedColumns(storeId: SQLWrapper, time: SQLWrapper, durationMinutes: SQLWrapper) {
  return {
    storeId: sql<string>`${storeId}`.as('store_id'),
    time: sql<string>`${time}`.as('time'),
    durationMinutes: sql<number>`${durationMinutes}`.as('duration_minutes'),
  };
}

/** Columns that only the stored keys' part of a turn's read gives. */
const notStored = {
  storedKey: sql<string | null>`null`.as('stored_key'),
  reference: sql<string | null>`null`.as('reference'),
  fingerprint: sql<string | null>`null`.as('fingerprint'),
};

/** The two parts of the seated read: the live holds and the seated bookings. */
function seatedQueries(
  db: Database,
  storeIds: string[],
  date: string,
  exceptBookingId: string | undefined,
  now: Date,
) {
  const held = db
    .select({
      ...seatedColumns(bookingHolds.storeId, bookingHolds.diningTime, bookingHolds.durationMinutes),
      covers: sql<number>`${bookingHolds.covers}`.as('covers'),
      areaId: sql<string | null>`${bookingHolds.areaId}`.as('area_id'),
      heldBy: sql<string | null>`${bookingHolds.sessionId}`.as('held_by'),
      ...notStored,
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
      ...seatedColumns(bookings.storeId, bookings.diningTime, bookings.durationMinutes),
      covers: sql<number>`sum(${bookings.covers})::int`.as('covers'),
      areaId: sql<string | null>`${bookings.areaId}`.as('area_id'),
      heldBy: sql<string | null>`null`.as('held_by'),
      ...notStored,
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
  return { held, booked };
}

/** The rows of the seated read, by store. */
function seatedByStore(
  storeIds: string[],
  rows: {
    storeId: string;
    time: string;
    durationMinutes: number;
    covers: number;
    areaId: string | null;
    heldBy?: string | null;
  }[],
): Map<string, SeatedBooking[]> {
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
 * date is checked and written one at a time, so two can never both take the last seats. On the
 * embedded database every transaction already runs alone (`isEmbedded`): no lock is taken there.
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

/** The booking already stored under this Idempotency-Key, if any. */
export async function bookingByIdempotencyKey(
  db: Database,
  idempotencyKey: string,
): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, idempotencyKey));
  return row;
}

export async function insertBooking(db: Database, booking: NewBookingRow): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(booking).returning();
  return row!;
}

/**
 * The statement that inserts several bookings (at least one), reading nothing back: the caller
 * already holds every value it answers with (a turn of bookings writes dozens at once).
 */
export function insertBookingsStatement(rows: NewBookingRow[]): SQL {
  return insertManyStatement(bookings, rows);
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
