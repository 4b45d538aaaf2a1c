import { and, asc, count, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { bookingHolds } from '../holds/booking-holds.table';
import { bookingWaitlist, type NewWaitlistRow, type WaitlistRow } from './waitlist.table';

/** An entry still in the queue: waiting for a table, or holding one offered to it. */
const live = inArray(bookingWaitlist.status, ['waiting', 'offered']);

export async function insertWaitlistEntry(db: Database, row: NewWaitlistRow): Promise<void> {
  await db.insert(bookingWaitlist).values(row);
}

export async function liveEntriesOfHolder(db: Database, holderKey: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookingWaitlist)
    .where(and(eq(bookingWaitlist.holderKey, holderKey), live));
  return row!.n;
}

/** Live entries of one evening, and of those how many are this e-mail address's. */
export async function liveEntriesOfEvening(
  db: Database,
  storeId: string,
  date: string,
  email: string,
): Promise<{ all: number; ofEmail: number }> {
  const [row] = await db
    .select({
      all: count(),
      ofEmail: sql<number>`count(*) filter (where lower(${bookingWaitlist.email}) = ${email.toLowerCase()})::int`,
    })
    .from(bookingWaitlist)
    .where(and(eq(bookingWaitlist.storeId, storeId), eq(bookingWaitlist.diningDate, date), live));
  return { all: row!.all, ofEmail: row!.ofEmail };
}

/** The evening's waiting entries, first come first (bounded by the per-evening cap). */
export function waitingEntries(
  db: Database,
  storeId: string,
  date: string,
  limit: number,
): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(bookingWaitlist)
    .where(
      and(
        eq(bookingWaitlist.storeId, storeId),
        eq(bookingWaitlist.diningDate, date),
        eq(bookingWaitlist.status, 'waiting'),
      ),
    )
    .orderBy(asc(bookingWaitlist.position))
    .limit(limit);
}

/**
 * Ends the evening's offers nobody took in time (`expired`) and lets go of their held tables
 * (their holds expire at the same instant; deleting them now keeps the holds table small).
 */
export async function lapseOffers(
  db: Database,
  storeId: string,
  date: string,
  now: Date,
): Promise<WaitlistRow[]> {
  const lapsed = await db
    .update(bookingWaitlist)
    .set({ status: 'expired' })
    .where(
      and(
        eq(bookingWaitlist.storeId, storeId),
        eq(bookingWaitlist.diningDate, date),
        eq(bookingWaitlist.status, 'offered'),
        lte(bookingWaitlist.offerExpiresAt, now),
      ),
    )
    .returning();
  await releaseOfferHolds(db, lapsed);
  return lapsed;
}

/** Deletes the tables held for these entries' offers. */
export async function releaseOfferHolds(db: Database, entries: WaitlistRow[]): Promise<void> {
  const sessions = entries.flatMap((entry) => (entry.offerSessionId ? [entry.offerSessionId] : []));
  if (sessions.length === 0) return;
  await db.delete(bookingHolds).where(inArray(bookingHolds.sessionId, sessions));
}

export async function markOffered(
  db: Database,
  id: string,
  offer: Pick<WaitlistRow, 'offerTime' | 'offerSessionId' | 'offerExpiresAt' | 'offerTokenHash'>,
): Promise<void> {
  await db
    .update(bookingWaitlist)
    .set({ status: 'offered', ...offer })
    .where(eq(bookingWaitlist.id, id));
}

/** The entry a link's secret opens: the 'leave' link of either e-mail, or an offer's link. */
export async function entryOfTokenHash(
  db: Database,
  hash: string,
): Promise<WaitlistRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingWaitlist)
    .where(or(eq(bookingWaitlist.leaveTokenHash, hash), eq(bookingWaitlist.offerTokenHash, hash)));
  return row;
}

export async function setEntry(
  db: Database,
  id: string,
  values: Partial<Pick<WaitlistRow, 'status' | 'offerSessionId'>>,
): Promise<void> {
  await db.update(bookingWaitlist).set(values).where(eq(bookingWaitlist.id, id));
}

/**
 * Marks booked the offer held in this session on this evening, inside the booking's own
 * transaction: a booking made through an offer's link ends its waitlist place.
 */
export async function markOfferBooked(
  db: Database,
  sessionId: string,
  storeId: string,
  date: string,
): Promise<void> {
  await db
    .update(bookingWaitlist)
    .set({ status: 'booked' })
    .where(
      and(
        eq(bookingWaitlist.offerSessionId, sessionId),
        eq(bookingWaitlist.storeId, storeId),
        eq(bookingWaitlist.diningDate, date),
        eq(bookingWaitlist.status, 'offered'),
      ),
    );
}

/** Deletes the entries whose evening is over (retention); answers how many. */
export async function deletePastEntries(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(bookingWaitlist)
    .where(lte(bookingWaitlist.deleteAfter, now))
    .returning({ id: bookingWaitlist.id });
  return deleted.length;
}

/** The evenings (from `today`) with someone waiting or an offer to lapse, oldest entries first. */
export async function eveningsToOffer(
  db: Database,
  today: string,
  limit: number,
): Promise<{ storeId: string; date: string }[]> {
  const rows = await db
    .select({
      storeId: bookingWaitlist.storeId,
      date: bookingWaitlist.diningDate,
      first: sql`min(${bookingWaitlist.position})`.as('first'),
    })
    .from(bookingWaitlist)
    .where(and(gte(bookingWaitlist.diningDate, today), live))
    .groupBy(bookingWaitlist.storeId, bookingWaitlist.diningDate)
    .orderBy(sql`first`)
    .limit(limit);
  return rows.map(({ storeId, date }) => ({ storeId, date }));
}
