import { and, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { isEmbedded } from '@/lib/db';
import type { Database } from '@/lib/db';
import { bookingHolds, type BookingHoldRow, type NewBookingHoldRow } from './booking-holds.table';

/** Ends the holds of these sessions (a booking made, a table let go). Returns what was held. */
export async function releaseHoldsOf(
  db: Database,
  sessionIds: string[],
): Promise<BookingHoldRow[]> {
  if (sessionIds.length === 0) return [];
  return db.delete(bookingHolds).where(inArray(bookingHolds.sessionId, sessionIds)).returning();
}

/** The statement that ends the holds of these sessions, to run inside another (a booking's). */
export function releaseHoldsStatement(sessionIds: string[]): SQL {
  const unique = [...new Set(sessionIds)];
  return sql`delete from ${bookingHolds} where ${bookingHolds.sessionId} = any(${sql.param(unique)}::text[])`;
}

/** Deletes every expired hold: run whenever a hold is placed, so the table stays small. */
export async function deleteExpiredHolds(db: Database, now: Date): Promise<void> {
  await db.delete(bookingHolds).where(lte(bookingHolds.expiresAt, now));
}

export async function holdOf(db: Database, sessionId: string): Promise<BookingHoldRow | undefined> {
  const [row] = await db.select().from(bookingHolds).where(eq(bookingHolds.sessionId, sessionId));
  return row;
}

export async function insertHold(db: Database, hold: NewBookingHoldRow): Promise<void> {
  await db.insert(bookingHolds).values(hold);
}

/** The live holds placed from one address (its `holderKey`), wherever they are. */
export function liveHoldsOf(db: Database, holderKey: string, now: Date): Promise<BookingHoldRow[]> {
  return db
    .select()
    .from(bookingHolds)
    .where(and(eq(bookingHolds.holderKey, holderKey), gt(bookingHolds.expiresAt, now)));
}

/**
 * Holds one address's holds until the transaction ends, so two of its holds for different
 * restaurant days (which do not share a day's lock) are counted one after the other. Taken before
 * the day's lock, and no other write takes it, so the two locks are always taken in one order. On
 * PGlite every transaction already runs alone (see `lockRestaurantDay`).
 */
export async function lockHolder(tx: Database, holderKey: string): Promise<void> {
  if (isEmbedded(tx)) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`hold:${holderKey}`}, 0))`);
}
