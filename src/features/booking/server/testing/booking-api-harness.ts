import { testApiHandler } from 'next-test-api-route-handler';
import { eq } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import type { Restaurant } from '@/lib/content';
import { getContentSource } from '@/lib/content/server';
import type { Database } from '@/lib/db';
import { issueAccessToken } from '@/lib/http';
import { bookingRules } from '../booking-rules.table';
import type { BookingRules } from '../engine/booking-rules.schema';
import { defaultBookingRules } from '../engine/default-rules';
import { londonClock } from '../engine/london-time';
import { saveBookingRules } from '../embedded/booking-rules-repository';

/** Calls an API route handler once, as a browser would, and returns status and JSON body. */
export async function call(
  handler: NextApiHandler,
  options: {
    params?: Record<string, string>;
    url?: string;
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
  },
  // The body is whatever JSON the route answered; each test reads the fields it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  let result = { status: 0, body: undefined as unknown };
  await testApiHandler({
    pagesHandler: handler,
    params: options.params,
    url: options.url,
    test: async ({ fetch }) => {
      const response = await fetch({
        method: options.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...options.headers },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      const text = await response.text();
      result = { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return result as { status: number; body: any };
}

/** The headers of a booking write: a fresh access token, the brand key and a session id. */
export function sessionHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    authorization: `Bearer ${issueAccessToken()}`,
    brandKey: 'tavola',
    sessionId: 'test-session-0001',
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

/** A London date `days` from today. */
export function daysFromToday(days: number): string {
  const today = londonClock(new Date()).date;
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function rulesRow(db: Database, storeId: string) {
  const [row] = await db.select().from(bookingRules).where(eq(bookingRules.storeId, storeId));
  return row;
}

/** A valid booking request for a party at a date and time. */
export function bookingRequest(
  date: string,
  time: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    firstName: 'Zoë',
    lastName: "O'Neill",
    emailAddress: 'zoe@example.com',
    mobilePhoneNumber: '07700 900 123',
    diningDateTime: `${date}T${time}`,
    bookingTime: time,
    adultCovers: 2,
    childCovers: 0,
    menuIds: [],
    upsells: [],
    shouldReceivePromotions: false,
    shouldReceiveSms: true,
    specialRequest: 'A quiet table, please.',
    ...overrides,
  };
}
