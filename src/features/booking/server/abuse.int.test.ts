import { count, eq } from 'drizzle-orm';
import { pinClock } from '@/lib/clock';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { redisReady } from '@/lib/redis';
import { oneTimeTestNonce, testNonces } from '@/features/payments';
import { createTestGateway, paymentCustomers, submitCardHandler } from '@/features/payments/server';
import { createHandler, holdHandler } from '../server';
import { bookings } from './bookings.table';
import { bookingHolds } from './holds/booking-holds.table';
import { ADDRESS_HOLD_SHARE, DAY_HOLD_SHARE, LIVE_HOLDS_PER_ADDRESS } from './holds/hold-limits';
import { bookingRequest, call, sessionHeaders, setRules } from './testing/booking-api-harness';

// The attacks found on a production build (issue 32), replayed with the production limits: nothing
// here raises RATE_LIMITS. Behind a trusted proxy (the test's own address) the visitor is the
// right-most X-Forwarded-For address, so each test speaks from addresses of its own.
process.env.LOG_LEVEL = 'silent';
process.env.TOKEN_SECRET = 'abuse-test-token-secret';
process.env.TRUSTED_PROXIES = '127.0.0.1, ::1';
process.env.RATE_LIMITS = '';
// With REDIS_URL (CI) the limits are counted in Redis: this run's own keys.
process.env.REDIS_PREFIX = `abuse-${process.pid}-${Date.now()}`;

const gateway = createTestGateway();
const route = {
  create: apiHandler({ POST: createHandler }),
  hold: apiHandler({ POST: holdHandler }),
  card: apiHandler({ POST: submitCardHandler(() => ({ db: handle.db, gateway })) }),
};

let handle: DatabaseHandle;
let restore: () => void;
let restoreClock: () => void;

beforeAll(async () => {
  await redisReady();
  restoreClock = pinClock('2026-11-30T10:00:00Z');
  handle = await createTestDatabase();
  restore = installDatabase(handle);
});
afterAll(async () => {
  restoreClock();
  restore();
  await handle.close();
});

const from = (address: string, headers: Record<string, string> = {}) => ({
  'x-forwarded-for': address,
  ...headers,
});

let sessions = 0;
/** A fresh booking session (sessions are free: a token per request). */
const newSession = (name: string) => `${name}-${String((sessions += 1)).padStart(5, '0')}`;
/** A diner of their own: a new address, session and e-mail address each time. */
const newDiner = () => {
  const n = (sessions += 1);
  return {
    address: `10.1.${n >> 8}.${n & 255}`,
    session: `diner-${n}`,
    email: `diner-${n}@example.com`,
  };
};

const hold = async (
  address: string,
  sessionId: string,
  storeId: string,
  dateTime: string,
  adults: number,
) =>
  call(route.hold, {
    method: 'POST',
    params: { storeId },
    body: { diningDateTime: dateTime, adultCovers: adults },
    headers: from(address, await sessionHeaders({ sessionId })),
  });

/** The evening the attack took (17:00 to 20:15), a slot every 15 minutes. */
const evening = Array.from({ length: 14 }, (_, i) => {
  const minutes = 17 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * What real diners can still book of an evening: parties of 4, each diner on their own address,
 * at every slot in turn until the slot is full. Answers the covers booked.
 */
async function dinersBookTheEvening(storeId: string, date: string): Promise<number> {
  let covers = 0;
  for (const time of evening) {
    for (;;) {
      const diner = newDiner();
      const answer = await call(route.create, {
        method: 'POST',
        params: { storeId },
        body: bookingRequest(date, time, { adultCovers: 4, emailAddress: diner.email }),
        headers: from(diner.address, await sessionHeaders({ sessionId: diner.session })),
      });
      if (answer.status !== 200) {
        expect(answer.body.code).toBe(4);
        break;
      }
      covers += 4;
    }
  }
  return covers;
}

const liveHolds = (storeId: string) =>
  handle.db.select().from(bookingHolds).where(eq(bookingHolds.storeId, storeId));

describe(`booking abuse (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('retries with the same Idempotency-Key and body are answered from the stored booking, counting no limit', async () => {
    const body = bookingRequest('2026-12-11', '12:00', { emailAddress: 'retry@example.com' });
    const send = async () =>
      call(route.create, {
        method: 'POST',
        params: { storeId: '1001' },
        body,
        headers: from(
          '203.0.113.40',
          await sessionHeaders({
            sessionId: 'retrying-session',
            'idempotency-key': 'retry-7-times',
          }),
        ),
      });
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await send());
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    const references = new Set(answers.map((answer) => answer.body.bookingReference));
    expect(references.size).toBe(1);
    const stored = await handle.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.email, 'retry@example.com'));
    expect(stored[0]!.n).toBe(1);

    // The retries used none of the e-mail's 5 bookings an hour: four new bookings still go through.
    for (let i = 0; i < 4; i++) {
      const another = await call(route.create, {
        method: 'POST',
        params: { storeId: '1001' },
        body: { ...body, diningDateTime: `2026-12-1${i + 2}T12:00`, bookingTime: '12:00' },
        headers: from('203.0.113.41', await sessionHeaders({ sessionId: `another-session-${i}` })),
      });
      expect(another.status).toBe(200);
    }
  });

  it('a vaulted card guarantees one booking, and nobody re-vaults a customer by its id and e-mail', async () => {
    const diner = { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' };
    const vault = async (sessionId: string, extra: Record<string, string> = {}) =>
      call(route.card, {
        method: 'POST',
        body: { ...diner, Nonce: oneTimeTestNonce(testNonces.visa), ...extra },
        headers: from('203.0.113.50', await sessionHeaders({ sessionId })),
      });
    const book = async (date: string, customerId: string) =>
      call(route.create, {
        method: 'POST',
        params: { storeId: '1001' },
        body: bookingRequest(date, '13:00', {
          adultCovers: 8,
          emailAddress: 'ada@example.com',
          braintreeCustomerId: customerId,
        }),
        headers: from('203.0.113.50', await sessionHeaders({ sessionId: 'card-once-session' })),
      });
    const card = await vault('card-once-session');
    expect(card.status).toBe(200);
    expect((await book('2026-12-14', card.body)).status).toBe(200);
    const again = await book('2026-12-15', card.body);
    expect(again.status).toBe(402);
    expect(again.body.code).toBe(5);

    // Someone who read the customer id and the e-mail, in a session of their own, gets a customer
    // of their own: the diner's keeps its session and its booking, and guarantees nothing more.
    const borrowed = await vault('borrowing-session', {
      Nonce: oneTimeTestNonce(testNonces.mastercard),
      CustomerId: card.body,
    });
    expect(borrowed.status).toBe(200);
    expect(borrowed.body).not.toBe(card.body);
    const [original] = await handle.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.customerId, card.body));
    expect(original).toMatchObject({ sessionId: 'card-once-session', cardLast4: '1881' });
    expect((await book('2026-12-16', card.body)).body.code).toBe(5);

    // A new card in the same session guarantees the next booking.
    const second = await vault('card-once-session', {
      Nonce: oneTimeTestNonce(testNonces.mastercard),
    });
    expect(second.body).not.toBe(card.body);
    expect((await book('2026-12-17', second.body)).status).toBe(200);
  });

  describe('holds', () => {
    it(`one address keeps at most ${ADDRESS_HOLD_SHARE * 100}% of an evening from real diners, however many sessions it makes`, async () => {
      // A restaurant of 40 seats; the same Tuesday a week apart, one attacked and one not.
      await setRules(handle.db, '1003', { seats: 40, coversPerSlot: 40 });
      const attacked = '2026-12-08';
      const untouched = '2026-12-15';

      // The attack: a fresh session a request, every slot of the evening, parties of 2, 7 and 4.
      for (const time of evening) {
        for (const adults of [2, 7, 4]) {
          await hold(
            '198.51.100.66',
            newSession('attacker'),
            '1003',
            `${attacked}T${time}`,
            adults,
          );
        }
      }
      const held = await liveHolds('1003');
      expect(held.reduce((sum, row) => sum + row.covers, 0)).toBeLessThanOrEqual(
        Math.floor(40 * ADDRESS_HOLD_SHARE),
      );

      const booked = await dinersBookTheEvening('1003', attacked);
      const bookable = await dinersBookTheEvening('1003', untouched);
      expect(bookable).toBe(80);
      expect(booked).toBeGreaterThanOrEqual(bookable * (1 - ADDRESS_HOLD_SHARE));
    });

    it(`holds from many addresses take at most ${DAY_HOLD_SHARE * 100}% of a restaurant's seats`, async () => {
      await setRules(handle.db, '1004', { seats: 40, coversPerSlot: 40 });
      const answers = [];
      for (let i = 0; i < 20; i++) {
        const diner = newDiner();
        answers.push(await hold(diner.address, diner.session, '1004', '2026-12-09T19:00', 2));
      }
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      const held = answers.filter((answer) => answer.body.heldUntil !== null);
      expect(held).toHaveLength(Math.floor(40 * DAY_HOLD_SHARE) / 2);
    });

    it('holds only what the journey can book: no hold for a party that gives a card, nor for an enquiry', async () => {
      await setRules(handle.db, '1005', { seats: 200, coversPerSlot: 200 });
      const diner = newDiner();
      const card = await hold(diner.address, diner.session, '1005', '2026-12-09T19:00', 8);
      expect(card).toEqual({ status: 200, body: { heldUntil: null } });
      const enquiry = await hold(diner.address, diner.session, '1005', '2026-12-09T19:00', 25);
      expect(enquiry).toEqual({ status: 200, body: { heldUntil: null } });
      expect(await liveHolds('1005')).toEqual([]);
      const table = await hold(diner.address, diner.session, '1005', '2026-12-09T19:00', 7);
      expect(table.body.heldUntil).toEqual(expect.any(String));
    });

    it(`one address holds at most ${LIVE_HOLDS_PER_ADDRESS} tables at once, wherever they are`, async () => {
      const stores = ['1006', '1007', '1008', '1009'];
      const answers = [];
      for (const storeId of stores) {
        answers.push(
          await hold('198.51.100.70', newSession('many'), storeId, '2026-12-10T19:00', 2),
        );
      }
      const held = answers.map((answer) => answer.body.heldUntil !== null);
      expect(held).toEqual([true, true, true, false]);
      // Another IPv6 address of the same /64 is the same address.
      const sibling = await hold(
        '2001:db8:1:2::70',
        newSession('v6'),
        '1006',
        '2026-12-10T19:00',
        2,
      );
      expect(sibling.body.heldUntil).toEqual(expect.any(String));
      for (const suffix of ['71', '72', '73']) {
        const other = await hold(
          `2001:db8:1:2::${suffix}`,
          newSession('v6'),
          '1007',
          '2026-12-10T20:00',
          2,
        );
        expect(other.status).toBe(200);
      }
      const fourth = await hold(
        '2001:db8:1:2:ffff::1',
        newSession('v6'),
        '1008',
        '2026-12-10T20:00',
        2,
      );
      expect(fourth.body.heldUntil).toBeNull();
    });

    it('holds count against the booking limits of the address and of the session', async () => {
      for (let i = 0; i < 30; i++) {
        const answer = await hold(
          '198.51.100.80',
          newSession('counted'),
          '1010',
          '2026-12-10T12:00',
          1,
        );
        expect(answer.status).toBe(200);
      }
      const diner = newDiner();
      const booking = await call(route.create, {
        method: 'POST',
        params: { storeId: '1010' },
        body: bookingRequest('2026-12-10', '13:00', { emailAddress: diner.email }),
        headers: from('198.51.100.80', await sessionHeaders({ sessionId: diner.session })),
      });
      expect(booking.status).toBe(429);
      expect(booking.body.message).toMatch(/^Too many booking attempts from here\./);

      const session = newSession('one-session');
      for (let i = 0; i < 10; i++) {
        expect((await hold('198.51.100.81', session, '1010', '2026-12-10T12:00', 1)).status).toBe(
          200,
        );
      }
      const eleventh = await hold('198.51.100.81', session, '1010', '2026-12-10T12:00', 1);
      expect(eleventh.status).toBe(429);
    });
  });
});
