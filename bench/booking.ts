import { addCalendarDays, londonDate } from '../src/lib/clock';
import type { LoadRequest } from './open-connections';

// What the booking loads send: availability for five restaurants, creates spread over a
// restaurant's days and slots, each with its own diner and Idempotency-Key.

/** A date `days` ahead (London), never Christmas Eve to Boxing Day, when hours differ. */
export function dateAhead(days: number): string {
  const date = new Date(`${londonDate(new Date())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  while (['12-24', '12-25', '12-26'].includes(date.toISOString().slice(5, 10))) {
    date.setUTCDate(date.getUTCDate() + 1);
  }
  return date.toISOString().slice(0, 10);
}

/** The body of an availability request for 5 stores (1001 to 1005), two weeks ahead at 19:00. */
export function availabilityBody() {
  return {
    stores: ['1001', '1002', '1003', '1004', '1005'].map((storeId, i) => ({ storeId, miles: i })),
    date: `${dateAhead(14)}T19:00:00`,
    adultCovers: 2,
    childrenCovers: 1,
  };
}

/** A diner's session and its access token (POST /api/token). */
export interface BookingSession {
  run: string;
  sessionId: string;
  accessToken: string;
}

export async function bookingSession(baseURL: string, label: string): Promise<BookingSession> {
  const run = `${label}-${Date.now().toString(36)}`;
  const sessionId = `bench-${run}`;
  const response = await fetch(`${baseURL}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sessionId },
    body: JSON.stringify({ clearCache: true }),
  });
  const { accessToken } = (await response.json()) as { accessToken?: string };
  if (!accessToken) throw new Error(`No booking token from ${baseURL}: ${response.status}`);
  return { run, sessionId, accessToken };
}

/** Every quarter hour from 12:00 to 20:45: the attempts are spread over the day's slots. */
const createTimes = Array.from({ length: 36 }, (_, i) => {
  const minutes = 12 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** `count` days from `first`: creates spread over them book rather than find the slot full. */
export const daysFrom = (first: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addCalendarDays(first, i));

/** The headers of a create from `session`, with its own Idempotency-Key. */
export const createHeaders = (session: BookingSession, idempotencyKey: string) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${session.accessToken}`,
  brandKey: 'tavola',
  sessionId: session.sessionId,
  'idempotency-key': idempotencyKey,
});

/** A party of two on `date` at `time`. */
export const createBody = (email: string, date: string, time: string) =>
  JSON.stringify({
    firstName: 'Bench',
    lastName: 'Diner',
    emailAddress: email,
    mobilePhoneNumber: '07700900123',
    diningDateTime: `${date}T${time}`,
    bookingTime: time,
    adultCovers: 2,
    childCovers: 0,
  });

/**
 * The creates at one restaurant, the i-th a party of two with its own e-mail and Idempotency-Key,
 * over the dates and the day's quarter hours in turn.
 */
export function createRequests(
  storeId: string,
  dates: string[],
  session: BookingSession,
): (i: number) => LoadRequest {
  return (i) => {
    const time = createTimes[i % createTimes.length]!;
    const date = dates[i % dates.length]!;
    const key = `bench-${session.run}-${storeId}-${i}`;
    return {
      method: 'POST',
      path: `/api/booking/create/${storeId}`,
      headers: createHeaders(session, key),
      body: createBody(`${key}@example.com`, date, time),
    };
  };
}

/** Counts each refusal by status and catalogue code, e.g. `409 code 4 BOOKING_NO_FREE_SLOT`. */
export function countRefusal(refusals: Record<string, number>) {
  return (status: number, body: string) => {
    if (status < 300) return;
    let code = '';
    try {
      const refusal = JSON.parse(body) as { code?: number; title?: string };
      code = refusal.code === undefined ? '' : ` code ${refusal.code} ${refusal.title ?? ''}`;
    } catch {
      // not JSON: the status says it all
    }
    const key = `${status}${code}`.trim();
    refusals[key] = (refusals[key] ?? 0) + 1;
  };
}
