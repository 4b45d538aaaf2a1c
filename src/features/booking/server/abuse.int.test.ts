import { count, eq } from 'drizzle-orm';
import { pinClock } from '@/lib/clock';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/test-database';
import { apiHandler } from '@/lib/http';
import { redisReady } from '@/lib/redis';
import { oneTimeTestNonce, testNonces } from '@/features/payments';
import { createTestGateway, paymentCustomers, submitCardHandler } from '@/features/payments/server';
import { createHandler } from '../server';
import { bookings } from './bookings.table';
import { bookingRequest, call, sessionHeaders } from './testing/booking-api-harness';

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

describe(`booking abuse (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('retries with the same Idempotency-Key and body are answered from the stored booking, counting no limit', async () => {
    const body = bookingRequest('2026-12-11', '12:00', { emailAddress: 'retry@example.com' });
    const send = () =>
      call(route.create, {
        method: 'POST',
        params: { storeId: '1001' },
        body,
        headers: from(
          '203.0.113.40',
          sessionHeaders({ sessionId: 'retrying-session', 'idempotency-key': 'retry-7-times' }),
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
        headers: from('203.0.113.41', sessionHeaders({ sessionId: `another-session-${i}` })),
      });
      expect(another.status).toBe(200);
    }
  });

  it('a vaulted card guarantees one booking, and nobody re-vaults a customer by its id and e-mail', async () => {
    const diner = { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' };
    const vault = (sessionId: string, extra: Record<string, string> = {}) =>
      call(route.card, {
        method: 'POST',
        body: { ...diner, Nonce: oneTimeTestNonce(testNonces.visa), ...extra },
        headers: from('203.0.113.50', sessionHeaders({ sessionId })),
      });
    const book = (date: string, customerId: string) =>
      call(route.create, {
        method: 'POST',
        params: { storeId: '1001' },
        body: bookingRequest(date, '13:00', {
          adultCovers: 8,
          emailAddress: 'ada@example.com',
          braintreeCustomerId: customerId,
        }),
        headers: from('203.0.113.50', sessionHeaders({ sessionId: 'card-once-session' })),
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
});
