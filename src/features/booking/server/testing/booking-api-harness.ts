import { eq } from 'drizzle-orm';
import type { Restaurant } from '@/lib/content';
import { getContentSource } from '@/lib/content/server';
import type { Database } from '@/lib/db';
import { issueAccessToken } from '@/lib/http';
import { bookingRules } from '../booking-rules.table';
import type { BookingRules } from '../engine/booking-rules.schema';
import { defaultBookingRules } from '../engine/default-rules';
import { saveBookingRules } from '../embedded/booking-rules-repository';

export { callRoute as call } from '@/lib/http/testing/call-route';

/** The headers of a booking write: a fresh access token, the brand key and a session id. */
export async function sessionHeaders(
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  const sessionId = extra.sessionId ?? 'test-session-0001';
  return {
    authorization: `Bearer ${await issueAccessToken(sessionId)}`,
    brandKey: 'tavola',
    sessionId,
    ...extra,
  };
}

/** The seed restaurants the tests need: a plain one and the special cases of spec 1 §4. */
export async function seedRestaurants() {
  const restaurants = await getContentSource().getRestaurants();
  const find = (test: (r: Restaurant) => boolean) => restaurants.find(test)!;
  return {
    plain: find(
      (r) =>
        r.enableBookings &&
        !r.bookingProviderUrl &&
        !/center parcs/i.test(r.title) &&
        r.storeId === '1001',
    ),
    holidayPark: find((r) => /center parcs/i.test(r.title)),
    external: find((r) => Boolean(r.bookingProviderUrl)),
    disabled: find((r) => !r.enableBookings && !/center parcs/i.test(r.title)),
  };
}

/** Gives a restaurant these rules (the default rules with overrides). */
export async function setRules(db: Database, storeId: string, overrides: Partial<BookingRules>) {
  const rules = { ...defaultBookingRules(storeId), ...overrides };
  await saveBookingRules(db, storeId, rules);
  return rules;
}

/** The calendar date `days` after `date` (YYYY-MM-DD). */
export { addCalendarDays as addDays } from '@/lib/clock';

export async function rulesRow(db: Database, storeId: string) {
  const [row] = await db.select().from(bookingRules).where(eq(bookingRules.storeId, storeId));
  return row;
}

export { bookingRequest } from './booking-request-fixture';
