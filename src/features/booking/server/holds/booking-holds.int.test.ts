import { count, eq } from 'drizzle-orm';
import { pinClock } from '@/lib/clock';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { createHandler, holdHandler, releaseHoldHandler, slotsHandler } from '../../server';
import { forgetSeatedBookings } from '../embedded/seated-bookings-cache';
import { bookingRequest, call, sessionHeaders, setRules } from '../testing/booking-api-harness';
import { bookingHolds } from './booking-holds.table';

process.env.LOG_LEVEL = 'silent';
process.env.TOKEN_SECRET = 'integration-test-token-secret';
process.env.RATE_LIMITS = generousRateLimits;
// Behind a trusted proxy (the test's own address) each diner speaks from an address of their own:
// one address's holds are bounded (hold-limits.ts).
process.env.TRUSTED_PROXIES = '127.0.0.1, ::1';

const route = {
  hold: apiHandler({ POST: holdHandler }),
  release: apiHandler({ DELETE: releaseHoldHandler }),
  create: apiHandler({ POST: createHandler }),
  slots: apiHandler({ GET: slotsHandler }),
};

let handle: DatabaseHandle;
let restore: () => void;
let restoreClock: () => void;
const storeId = '1002';
// Monday 30 November 2026, 10:00 in London; holds last BOOKING_HOLD_MINUTES (10).
const start = new Date('2026-11-30T10:00:00Z');
const at = (minutes: number) => {
  restoreClock();
  restoreClock = pinClock(new Date(start.getTime() + minutes * 60_000));
  forgetSeatedBookings();
};

beforeAll(async () => {
  restoreClock = pinClock(start);
  handle = await createTestDatabase();
  restore = installDatabase(handle);
  // 40 seats: holds may take a quarter of them, one address a tenth (4). Parties of up to 15 give
  // no card here, so every party these tests hold is one the journey books without a card.
  await setRules(handle.db, storeId, { seats: 40, coversPerSlot: 40, cardGuaranteeFromCovers: 16 });
});
afterAll(async () => {
  restoreClock();
  restore();
  await handle.close();
});
beforeEach(() => at(0));

/** Each session speaks from an address of its own (203.0.113.x, numbered by the session). */
let addresses = 0;
const addressOf = new Map<string, string>();
const from = async (session: string) => {
  if (!addressOf.has(session)) {
    addresses += 1;
    addressOf.set(session, `10.${addresses >> 8}.${addresses & 255}.7`);
  }
  return {
    'x-forwarded-for': addressOf.get(session)!,
    ...(await sessionHeaders({ sessionId: session })),
  };
};
const hold = async (session: string, date: string, time: string, adults = 2) =>
  call(route.hold, {
    method: 'POST',
    params: { storeId },
    body: { diningDateTime: `${date}T${time}`, adultCovers: adults },
    headers: await from(session),
  });
const book = async (session: string, date: string, time: string, adults = 2) =>
  call(route.create, {
    method: 'POST',
    params: { storeId },
    body: bookingRequest(date, time, {
      adultCovers: adults,
      emailAddress: `${session}@example.com`,
    }),
    headers: await from(session),
  });
/** Books 36 of the 40 seats at `time` (nine parties of 4), leaving 4. */
const fillAllBut4 = async (date: string, time: string) => {
  for (let i = 0; i < 9; i++) {
    expect((await book(`fill-${date}-${time.replace(':', '')}-${i}`, date, time, 4)).status).toBe(
      200,
    );
  }
};
const timesFor = async (date: string, adults: number) => {
  const { body } = await call(route.slots, {
    params: { storeId },
    url: `/?occasionId=table&adults=${adults}&dates=${date}`,
  });
  return body.dates[0].times.map((slot: { time: string }) => slot.time) as string[];
};
const holdsCount = async () => (await handle.db.select({ n: count() }).from(bookingHolds))[0]!.n;

describe(`holding the table a diner picked (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('others see the slot as taken only when the hold takes its last capacity', async () => {
    const date = '2026-12-07';
    await fillAllBut4(date, '19:00');
    const held = await hold('hold-a-0001', date, '19:00', 2);
    expect(held.status).toBe(200);
    expect(held.body.heldUntil).toBe('2026-11-30T10:10:00.000Z');
    expect(await timesFor(date, 2)).toContain('19:00');
    expect(await timesFor(date, 3)).not.toContain('19:00');
  });

  it('within the hold, the holder books the last seats and another diner cannot', async () => {
    const date = '2026-12-08';
    await fillAllBut4(date, '19:00');
    expect((await hold('hold-b-0001', date, '19:00', 4)).status).toBe(200);
    const other = await book('other-b-0001', date, '19:00', 2);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(4);
    expect((await hold('other-b-0002', date, '19:00', 1)).body.code).toBe(4);
    at(9);
    expect((await book('hold-b-0001', date, '19:00', 4)).status).toBe(200);
    // The booking ends the hold: its seats are the booking's, never counted twice.
    expect(
      await handle.db.select().from(bookingHolds).where(eq(bookingHolds.sessionId, 'hold-b-0001')),
    ).toEqual([]);
  });

  it('a hold expires: its seats come back, and expired holds are deleted', async () => {
    const date = '2026-12-09';
    await fillAllBut4(date, '19:00');
    expect((await hold('hold-c-0001', date, '19:00', 4)).status).toBe(200);
    expect((await book('other-c-0001', date, '19:00', 4)).body.code).toBe(4);
    at(10);
    expect((await book('other-c-0002', date, '19:00', 4)).status).toBe(200);
    await hold('hold-c-0002', date, '12:00', 2);
    expect(
      await handle.db.select().from(bookingHolds).where(eq(bookingHolds.sessionId, 'hold-c-0001')),
    ).toEqual([]);
  });

  it('a session holds one slot: a new pick replaces the old; letting go frees it', async () => {
    const date = '2026-12-10';
    await fillAllBut4(date, '19:00');
    await fillAllBut4(date, '21:00');
    await hold('hold-d-0001', date, '19:00', 4);
    await hold('hold-d-0001', date, '21:00', 4);
    expect(
      await handle.db.select().from(bookingHolds).where(eq(bookingHolds.sessionId, 'hold-d-0001')),
    ).toHaveLength(1);
    expect((await book('other-d-0001', date, '19:00', 4)).status).toBe(200);
    expect((await book('other-d-0002', date, '21:00', 4)).body.code).toBe(4);
    const released = await call(route.release, {
      method: 'DELETE',
      headers: await from('hold-d-0001'),
    });
    expect(released.status).toBe(200);
    expect((await book('other-d-0003', date, '21:00', 4)).status).toBe(200);
  });

  it('holds never leak capacity: after a crowd of holds expire, the whole restaurant is bookable', async () => {
    const date = '2026-12-11';
    await fillAllBut4(date, '19:00');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        hold(`crowd-${String(i).padStart(4, '0')}`, date, '19:00', 1),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.body.code === 4)).toHaveLength(4);
    at(11);
    expect((await book('after-crowd', date, '19:00', 4)).status).toBe(200);
    await hold('sweeper-0001', '2026-12-12', '19:00', 1);
    expect(await holdsCount()).toBeLessThanOrEqual(2);
  });

  it('refuses a hold without a session, for a closed time, or with a bad body', async () => {
    const noSession = await call(route.hold, {
      method: 'POST',
      params: { storeId },
      body: { diningDateTime: '2026-12-14T19:00', adultCovers: 2 },
    });
    expect(noSession.status).toBe(401);
    expect((await hold('hold-e-0001', '2026-12-14', '04:00')).body.code).toBe(4);
    const bad = await call(route.hold, {
      method: 'POST',
      params: { storeId },
      body: { diningDateTime: 'soon', adultCovers: 0, extra: true },
      headers: await from('hold-e-0002'),
    });
    expect(bad.status).toBe(400);
  });
});
