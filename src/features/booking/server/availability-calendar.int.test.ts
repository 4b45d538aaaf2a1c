import { desc, eq } from 'drizzle-orm';
import { pinClock } from '@/lib/clock';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { outboxMail } from '@/lib/mail';
import type { CalendarDay } from '../booking-api.types';
import { availabilityCalendarHandler, cancelHandler, createHandler, slotsHandler } from '../server';
import { bookingHolds } from './holds/booking-holds.table';
import { forgetSeatedBookings } from './embedded/seated-bookings-cache';
import { bookingRequest, call, sessionHeaders, setRules } from './testing/booking-api-harness';

process.env.LOG_LEVEL = 'silent';
process.env.TOKEN_SECRET = 'integration-test-token-secret';
process.env.RATE_LIMITS = generousRateLimits;
process.env.SITE_URL = 'https://www.tavola.test';

const route = {
  calendar: apiHandler({ GET: availabilityCalendarHandler }),
  slots: apiHandler({ GET: slotsHandler }),
  create: apiHandler({ POST: createHandler }),
  cancel: apiHandler({ POST: cancelHandler }),
};

let handle: DatabaseHandle;
let restore: () => void;
let restoreClock: () => void;
// Monday 30 November 2026, 10:00 in London. London Covent Garden (1001) opens 11:30-23:00 on
// Fridays and is closed on Christmas Day; 2 seats make a day easy to fill.
const storeId = '1001';
const fullDay = '2026-12-11';

beforeAll(async () => {
  restoreClock = pinClock('2026-11-30T10:00:00Z');
  handle = await createTestDatabase();
  restore = installDatabase(handle);
  await setRules(handle.db, storeId, { seats: 2, coversPerSlot: 2, cardGuaranteeFromCovers: 16 });
});
afterAll(async () => {
  restoreClock();
  restore();
  await handle.close();
});

const calendar = async (month: string, adults = 2, extra = '') => {
  const { status, body } = await call(route.calendar, {
    params: { storeId },
    url: `/?month=${month}&adults=${adults}&children=0${extra}`,
  });
  expect(status).toBe(200);
  return body as { month: string; days: CalendarDay[] };
};
const dayOf = async (date: string, adults = 2) =>
  (await calendar(date.slice(0, 7), adults)).days.find((day) => day.date === date)!;
const slotsOn = async (date: string, adults = 2) => {
  const { body } = await call(route.slots, {
    params: { storeId },
    url: `/?adults=${adults}&children=0&dates=${date}`,
  });
  return body.dates[0].times as { time: string; canEnquire: boolean }[];
};

let diner = 0;
async function book(date: string, time: string) {
  diner += 1;
  const email = `calendar${diner}@example.com`;
  const { status } = await call(route.create, {
    method: 'POST',
    params: { storeId },
    body: bookingRequest(date, time, { emailAddress: email, adultCovers: 2, childCovers: 0 }),
    headers: await sessionHeaders({ sessionId: `calendar-session-${diner}` }),
  });
  expect(status).toBe(200);
  const [mail] = await handle.db
    .select()
    .from(outboxMail)
    .where(eq(outboxMail.to, email))
    .orderBy(desc(outboxMail.createdAt))
    .limit(1);
  return /\/booking\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
}

describe(`GET /api/booking/calendar (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers every day of the month: a table, closed, past, beyond the horizon, an enquiry', async () => {
    const december = await calendar('2026-12');
    expect(december.month).toBe('2026-12');
    expect(december.days).toHaveLength(31);
    expect(december.days[0]).toEqual({ date: '2026-12-01', status: 'bookable' });
    expect(december.days[24]).toEqual({
      date: '2026-12-25',
      status: 'unavailable',
      reason: 'closed',
    });
    const november = await calendar('2026-11');
    expect(november.days[28]).toEqual({
      date: '2026-11-29',
      status: 'unavailable',
      reason: 'past',
    });
    expect(november.days[29]).toEqual({ date: '2026-11-30', status: 'bookable' });
    const far = await calendar('2028-01');
    expect(new Set(far.days.map((day) => 'reason' in day && day.reason))).toEqual(
      new Set(['beyond-horizon']),
    );
    expect((await dayOf('2026-12-10', 30)).status).toBe('enquiry');
  });

  it('shows a day full once it is, and bookable again when a diner cancels, at once (not after the cache)', async () => {
    expect(await dayOf(fullDay)).toEqual({ date: fullDay, status: 'bookable' });
    // Two seats, 90-minute turns: eight bookings seat someone from 11:30 to 23:30.
    const times = ['11:30', '13:00', '14:30', '16:00', '17:30', '19:00', '20:30'];
    for (const time of times) await book(fullDay, time);
    expect((await dayOf(fullDay)).status).toBe('bookable'); // 22:00 is still free, and kept
    const last = await book(fullDay, '22:00');
    expect(await dayOf(fullDay)).toEqual({ date: fullDay, status: 'unavailable', reason: 'full' });
    expect(await slotsOn(fullDay)).toEqual([]);

    const cancelled = await call(route.cancel, { method: 'POST', params: { token: last } });
    expect(cancelled.status).toBe(200);
    expect(await dayOf(fullDay)).toEqual({ date: fullDay, status: 'bookable' });
  });

  it('agrees with the slots call for every day of the month, holds counted', async () => {
    // A live hold of another diner on the last free time of a day leaves it full for everyone.
    const heldDay = '2026-12-18';
    for (const time of ['11:30', '13:00', '14:30', '16:00', '17:30', '19:00', '20:30']) {
      await book(heldDay, time);
    }
    await handle.db.insert(bookingHolds).values({
      sessionId: 'someone-else',
      storeId,
      diningDate: heldDay,
      diningTime: '22:00',
      durationMinutes: 90,
      covers: 2,
      areaId: null,
      holderKey: 'test-holder',
      expiresAt: new Date('2026-11-30T10:10:00Z'),
    });
    forgetSeatedBookings();
    for (const month of ['2026-11', '2026-12', '2027-01']) {
      for (const adults of [2, 30]) {
        for (const day of (await calendar(month, adults, '&areaId=null')).days) {
          const times = await slotsOn(day.date, adults);
          const expected =
            times.length === 0
              ? 'unavailable'
              : times.every((t) => t.canEnquire)
                ? 'enquiry'
                : 'bookable';
          expect({ date: day.date, adults, status: day.status }).toEqual({
            date: day.date,
            adults,
            status: expected,
          });
        }
      }
    }
    expect((await dayOf(heldDay)).status).toBe('unavailable');
  });

  it.each([
    ['month=2026-13&adults=2', /^month: /],
    ['month=2026-1&adults=2', /^month: /],
    ['month=26-12&adults=2', /^month: /],
    ['adults=2', /^month: /],
    ['month=2026-12&adults=0', /^adults: /],
    ['month=2026-12&adults=2&children=0x1', /^children: /],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const { status, body } = await call(route.calendar, { params: { storeId }, url: `/?${query}` });
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('answers an unknown restaurant with code 3, below 500', async () => {
    const { status, body } = await call(route.calendar, {
      params: { storeId: 'no-such-store' },
      url: '/?month=2026-12&adults=2',
    });
    expect(status).toBeLessThan(500);
    expect(body.code).toBe(3);
  });
});
