import DataLoader from 'dataloader';
import { and, between, eq, gt, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { currentTime } from '@/lib/clock';
import type { Database } from '@/lib/db';
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
  const { held, booked } = seatedQueries(
    db,
    storeIds,
    { from: date, to: date },
    exceptBookingId,
    now,
  );
  return seatedByStore(storeIds, await unionAll(held, booked));
}

/**
 * The seated bookings and live holds of one restaurant on each date from `from` to `to`, in one
 * query (the availability calendar's month): only dates with any are in the map.
 */
export async function seatedBookingsByDate(
  db: Database,
  storeId: string,
  days: { from: string; to: string },
  now: Date = currentTime(),
): Promise<Map<string, SeatedBooking[]>> {
  const { held, booked } = seatedQueries(db, [storeId], days, undefined, now);
  const byDate = new Map<string, SeatedBooking[]>();
  for (const row of await unionAll(held, booked)) {
    const list = byDate.get(row.date) ?? [];
    list.push(seatedOf(row));
    byDate.set(row.date, list);
  }
  return byDate;
}

/** A restaurant's day: what one lock holds, and what a booking's seats are counted on. */
export interface RestaurantDay {
  storeId: string;
  date: string;
}

/** The key of a restaurant's day in maps and locks: `1001|2026-12-08`. */
export const dayKeyOf = ({ storeId, date }: RestaurantDay): string => `${storeId}|${date}`;

/**
 * The seated bookings and live holds of each of `days` (restaurants and dates in any mix), in one
 * query, by `dayKeyOf`: every day asked for is in the map, empty when nothing is seated.
 */
export async function seatedBookingsOnDays(
  db: Database,
  days: RestaurantDay[],
  now: Date = currentTime(),
): Promise<Map<string, SeatedBooking[]>> {
  const byDay = new Map(days.map((day) => [dayKeyOf(day), [] as SeatedBooking[]]));
  if (days.length === 0) return byDay;
  const storeIds = [...new Set(days.map((day) => day.storeId))];
  const dates = [...new Set(days.map((day) => day.date))];
  const { held, booked } = seatedQueries(db, storeIds, { dates }, undefined, now);
  for (const row of await unionAll(held, booked)) {
    // The query reads every store on every date asked for: only the days asked for are kept.
    byDay.get(dayKeyOf({ storeId: row.storeId, date: row.date }))?.push(seatedOf(row));
  }
  return byDay;
}

/**
 * What a diner is answered with: the booking's reference, and the fingerprint of the request that
 * made it (a retry with the same Idempotency-Key must match it).
 */
export type SeatedReference = Pick<BookingRow, 'reference' | 'requestFingerprint'>;

/** The columns every part of the seated read gives (so they can be read as one). */
function seatedColumns(
  storeId: SQLWrapper,
  date: SQLWrapper,
  time: SQLWrapper,
  durationMinutes: SQLWrapper,
) {
  return {
    storeId: sql<string>`${storeId}`.as('store_id'),
    // As text: node-postgres would read a date as a Date at the server's midnight.
    date: sql<string>`to_char(${date}, 'YYYY-MM-DD')`.as('dining_date'),
    time: sql<string>`${time}`.as('time'),
    durationMinutes: sql<number>`${durationMinutes}`.as('duration_minutes'),
  };
}

/** The two parts of the seated read: the live holds and the seated bookings. */
function seatedQueries(
  db: Database,
  storeIds: string[],
  days: { from: string; to: string } | { dates: string[] },
  exceptBookingId: string | undefined,
  now: Date,
) {
  const onDays = (column: typeof bookings.diningDate | typeof bookingHolds.diningDate) => {
    if ('dates' in days) return inArray(column, days.dates);
    return days.from === days.to ? eq(column, days.from) : between(column, days.from, days.to);
  };
  const held = db
    .select({
      ...seatedColumns(
        bookingHolds.storeId,
        bookingHolds.diningDate,
        bookingHolds.diningTime,
        bookingHolds.durationMinutes,
      ),
      covers: sql<number>`${bookingHolds.covers}`.as('covers'),
      areaId: sql<string | null>`${bookingHolds.areaId}`.as('area_id'),
      heldBy: sql<string | null>`${bookingHolds.sessionId}`.as('held_by'),
    })
    .from(bookingHolds)
    .where(
      and(
        inArray(bookingHolds.storeId, storeIds),
        onDays(bookingHolds.diningDate),
        gt(bookingHolds.expiresAt, now),
      ),
    );
  // Capacity counts only guests: bookings that start together, for the same turn, in the same
  // area are read as one, their guests summed. A busy day is then a row a slot, not a row a booking.
  const booked = db
    .select({
      ...seatedColumns(
        bookings.storeId,
        bookings.diningDate,
        bookings.diningTime,
        bookings.durationMinutes,
      ),
      covers: sql<number>`sum(${bookings.covers})::int`.as('covers'),
      areaId: sql<string | null>`${bookings.areaId}`.as('area_id'),
      heldBy: sql<string | null>`null`.as('held_by'),
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.storeId, storeIds),
        onDays(bookings.diningDate),
        eq(bookings.status, 'confirmed'),
        inArray(bookings.bookingType, ['booking', 'event']),
        exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
      ),
    )
    .groupBy(
      bookings.storeId,
      bookings.diningDate,
      bookings.diningTime,
      bookings.durationMinutes,
      bookings.areaId,
    );
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
  for (const row of rows) byStore.get(row.storeId)!.push(seatedOf(row));
  return byStore;
}

/** A row of the seated read, as capacity counts it. */
function seatedOf(row: {
  time: string;
  durationMinutes: number;
  covers: number;
  areaId: string | null;
  heldBy?: string | null;
}): SeatedBooking {
  return {
    startMinutes: minutesOf(row.time),
    durationMinutes: row.durationMinutes,
    covers: row.covers,
    areaId: row.areaId,
    ...(row.heldBy ? { heldBy: row.heldBy } : {}),
  };
}

/**
 * The booking already stored under this Idempotency-Key, if any. Look-ups asked for in the same
 * turn of the event loop are read together, in one query (a DataLoader a database): every create
 * asks before anything is counted (`storedAnswer`), and twenty diners at once are then one
 * statement, not twenty in line (on PGlite each statement waits for the one before). Nothing is
 * cached: every look-up reads the database.
 */
export async function bookingByIdempotencyKey(
  db: Database,
  idempotencyKey: string,
): Promise<SeatedReference | undefined> {
  let loader = storedKeyLoaders.get(db);
  if (!loader) {
    loader = new DataLoader(
      async (keys: readonly string[]) => {
        const stored = await bookingsByIdempotencyKeys(db, [...keys]);
        return keys.map((key) => stored.get(key) ?? null);
      },
      { cache: false, maxBatchSize: 100, batchScheduleFn: (load) => setImmediate(load) },
    );
    storedKeyLoaders.set(db, loader);
  }
  return (await loader.load(idempotencyKey)) ?? undefined;
}

const storedKeyLoaders = new WeakMap<Database, DataLoader<string, SeatedReference | null>>();

/** The bookings already stored under any of these Idempotency-Keys, by key. */
export async function bookingsByIdempotencyKeys(
  db: Database,
  idempotencyKeys: string[],
): Promise<Map<string, SeatedReference>> {
  if (idempotencyKeys.length === 0) return new Map();
  const rows = await db
    .select({
      idempotencyKey: bookings.idempotencyKey,
      reference: bookings.reference,
      requestFingerprint: bookings.requestFingerprint,
    })
    .from(bookings)
    .where(inArray(bookings.idempotencyKey, idempotencyKeys));
  return new Map(rows.map(({ idempotencyKey, ...stored }) => [idempotencyKey!, stored]));
}

/** Inserts the bookings in one statement. */
export async function insertBookings(db: Database, rows: NewBookingRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(bookings).values(rows);
}

/**
 * True when the error is a unique violation (PostgreSQL and PGlite), of the named constraint when
 * one is named.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const errors = [error, (error as { cause?: unknown } | null)?.cause];
  return errors.some((candidate) => {
    const pg = candidate as { code?: string; constraint?: string; message?: string } | null;
    return (
      pg?.code === '23505' &&
      (constraint === undefined ||
        pg.constraint === constraint ||
        Boolean(pg.message?.includes(constraint)))
    );
  });
}
