import { inArray } from 'drizzle-orm';
import { currentTime } from '@/lib/clock';
import type { Database } from '@/lib/db';
import { getLogger } from '@/lib/log';
import { bookingRules } from '../booking-rules.table';
import { bookingRulesSchema, type BookingRules } from '../engine/booking-rules.schema';
import { defaultBookingRules } from '../engine/default-rules';

/**
 * Rules change rarely and every availability check reads them, so each process keeps them for a
 * minute, then reads them again behind the first request that finds them older, which is answered
 * with the rules held (a restaurant's rush never waits for the read). `saveBookingRules` forgets
 * its own copy at once; other processes see a change at their first request after the minute. The
 * cache (and the seeding below) is bounded by the restaurants of the content: callers ask only for
 * store ids the content has (bookableRestaurant, availability's filter, loadBookingRules).
 */
const cacheMs = 60_000;
const cache = new Map<string, { rules: BookingRules; expires: number }>();
/** Reads in flight by store id, shared by concurrent misses. */
const loading = new Map<string, Promise<BookingRules>>();
/** Rules saved by this process so far. */
let saves = 0;

/**
 * A restaurant's booking rules. A restaurant without rules yet (added to the CMS since the last
 * start) gets the default rules, stored, so they stay the same from then on.
 */
export async function bookingRulesOf(db: Database, storeId: string): Promise<BookingRules> {
  const [rules] = (await bookingRulesFor(db, [storeId])).values();
  return rules!;
}

/**
 * The rules of several restaurants at once, by store id: one query for those neither cached nor
 * being read already (a rush of bookings when the minute is up shares one read).
 */
export async function bookingRulesFor(
  db: Database,
  storeIds: string[],
): Promise<Map<string, BookingRules>> {
  const now = Date.now();
  const found = new Map<string, BookingRules | Promise<BookingRules>>();
  const missing: string[] = [];
  const stale: string[] = [];
  for (const storeId of new Set(storeIds)) {
    const hit = cache.get(storeId);
    if (hit) {
      found.set(storeId, hit.rules);
      if (hit.expires <= now && !loading.has(storeId)) stale.push(storeId);
    } else if (loading.has(storeId)) found.set(storeId, loading.get(storeId)!);
    else missing.push(storeId);
  }
  for (const [storeId, reading] of startReading(db, missing)) found.set(storeId, reading);
  for (const [storeId, reading] of startReading(db, stale)) {
    // Answered already with the rules held; a failed read keeps them until the next request.
    reading.catch((error: unknown) =>
      getLogger().warn({ err: error, storeId }, 'Booking rules could not be read again'),
    );
  }
  const entries = await Promise.all(
    storeIds.map(async (storeId) => [storeId, await found.get(storeId)!] as const),
  );
  return new Map(entries);
}

/** Starts one read of the rules of `storeIds`, shared by every request for them until it ends. */
function startReading(db: Database, storeIds: string[]): Map<string, Promise<BookingRules>> {
  const readings = new Map<string, Promise<BookingRules>>();
  if (storeIds.length === 0) return readings;
  const reading = readRules(db, storeIds);
  for (const storeId of storeIds) {
    const one = reading.then((byStore) => byStore.get(storeId)!);
    loading.set(storeId, one);
    readings.set(storeId, one);
    const done = () => {
      if (loading.get(storeId) === one) loading.delete(storeId);
    };
    one.then(done, done);
  }
  return readings;
}

/** Reads (seeding when missing) and caches the rules of `storeIds`. */
async function readRules(db: Database, storeIds: string[]): Promise<Map<string, BookingRules>> {
  // A read that began before a save is answered but not kept.
  const savesBefore = saves;
  await seedBookingRules(db, storeIds);
  const rows = await db.select().from(bookingRules).where(inArray(bookingRules.storeId, storeIds));
  const expires = Date.now() + cacheMs;
  const byStore = new Map<string, BookingRules>();
  for (const row of rows) {
    const rules = bookingRulesSchema.parse(row.rules);
    if (saves === savesBefore) cache.set(row.storeId, { rules, expires });
    byStore.set(row.storeId, rules);
  }
  return byStore;
}

/** Replaces a restaurant's rules. */
export async function saveBookingRules(db: Database, storeId: string, rules: BookingRules) {
  const valid = bookingRulesSchema.parse(rules);
  await db
    .insert(bookingRules)
    .values({ storeId, rules: valid })
    .onConflictDoUpdate({
      target: bookingRules.storeId,
      set: { rules: valid, updatedAt: currentTime() },
    });
  saves += 1;
  cache.delete(storeId);
  loading.delete(storeId);
}

/** Stores the default rules of every restaurant that has none; returns how many were added. */
export async function seedBookingRules(db: Database, storeIds: string[]): Promise<number> {
  if (storeIds.length === 0) return 0;
  const added = await db
    .insert(bookingRules)
    .values(storeIds.map((storeId) => ({ storeId, rules: defaultBookingRules(storeId) })))
    .onConflictDoNothing()
    .returning({ storeId: bookingRules.storeId });
  return added.length;
}

/** Forgets the cached rules (tests that share a process across databases). */
export function forgetCachedBookingRules(): void {
  cache.clear();
  loading.clear();
}
