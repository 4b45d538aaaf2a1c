import { count, eq } from 'drizzle-orm';
import { paymentCustomers, createTestGateway, submitCardHandler } from '@/features/payments/server';
import { testNonces } from '@/features/payments';
import { pinClock } from '@/lib/clock';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { redisReady } from '@/lib/redis';
// The token route is one of the limited writes; API routes cannot hold their tests (every file under
// src/pages is a route), so it is tested here with the other booking writes.
// eslint-disable-next-line import/no-restricted-paths
import tokenRoute from '@/pages/api/token';
import { createHandler } from '../server';
import { bookings } from './bookings.table';
import { bookingRequest, call, sessionHeaders } from './testing/booking-api-harness';

// Small limits, read once with the configuration. Behind a trusted proxy (the test's own address),
// the visitor is the right-most X-Forwarded-For address.
process.env.LOG_LEVEL = 'silent';
process.env.TOKEN_SECRET = 'rate-limit-test-token-secret';
process.env.TRUSTED_PROXIES = '127.0.0.1, ::1';
// With REDIS_URL (CI) the counts live in Redis: this run's own keys, so no earlier run counts.
process.env.REDIS_PREFIX = `test-${process.pid}-${Date.now()}`;
process.env.RATE_LIMITS =
  'token=3/1m,booking=100/10m,booking-session=2/10m,booking-email=3/1h,card=100/1h,card-session=2/1h';

const create = apiHandler({ POST: createHandler });
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

describe('rate limits (429 with Retry-After and a message a diner understands)', () => {
  it('POST /api/token: a few tokens a minute per visitor', async () => {
    const ask = (address: string) =>
      call(tokenRoute, {
        method: 'POST',
        body: { clearCache: false },
        headers: from(address, { sessionid: 'session-0123456789' }),
      });
    for (let i = 0; i < 3; i++) expect((await ask('203.0.113.1')).status).toBe(200);

    let retryAfter: string | null = null;
    const refused = await call(tokenRoute, {
      method: 'POST',
      body: { clearCache: false },
      headers: from('203.0.113.1', { sessionid: 'session-0123456789' }),
      onResponse: (response) => {
        retryAfter = response.headers.get('retry-after');
      },
    });
    expect(refused).toEqual({
      status: 429,
      body: {
        code: 429,
        title: 'Too Many Requests',
        message:
          'Too many booking attempts from here. Please wait a minute and try again, or call the restaurant to book.',
      },
    });
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);

    // Another visitor is not held back; a forged left-most address does not escape the limit.
    expect((await ask('203.0.113.2')).status).toBe(200);
    expect((await ask('198.51.100.7, 203.0.113.1')).status).toBe(429);
  });

  it('booking writes: a few per session, and a few per e-mail address, storing nothing past them', async () => {
    const book = async (sessionId: string, email: string, time: string) =>
      call(create, {
        method: 'POST',
        params: { storeId: '1001' },
        body: bookingRequest('2026-12-11', time, { emailAddress: email }),
        headers: from('203.0.113.10', await sessionHeaders({ sessionId })),
      });
    expect((await book('limited-session-1', 'a@example.com', '12:00')).status).toBe(200);
    expect((await book('limited-session-1', 'b@example.com', '12:15')).status).toBe(200);
    const third = await book('limited-session-1', 'c@example.com', '12:30');
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(
      /^Too many booking attempts from here\. Please wait 10 minutes/,
    );

    // The same e-mail address from fresh sessions: three bookings mail it, the fourth is refused.
    expect((await book('limited-session-2', 'a@example.com', '13:00')).status).toBe(200);
    expect((await book('limited-session-3', 'a@example.com', '13:15')).status).toBe(200);
    const mailed = await book('limited-session-4', 'a@example.com', '13:30');
    expect(mailed.status).toBe(429);
    expect(mailed.body.message).toMatch(/Please wait an hour/);

    const stored = await handle.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.email, 'c@example.com'));
    expect(stored[0]!.n).toBe(0);
  });

  it('card submits: a few per session an hour, and the gateway never sees the rest', async () => {
    const gateway = createTestGateway();
    const vault = jest.spyOn(gateway, 'vaultCard');
    const submit = apiHandler({ POST: submitCardHandler(() => ({ db: handle.db, gateway })) });
    const attempt = async () =>
      call(submit, {
        method: 'POST',
        body: {
          Nonce: testNonces.processorDeclinedVisa,
          FirstName: 'Ada',
          LastName: 'Lovelace',
          Email: 'ada@example.com',
        },
        headers: from('203.0.113.20', await sessionHeaders({ sessionId: 'card-testing-session' })),
      });
    expect((await attempt()).status).toBe(402);
    expect((await attempt()).status).toBe(402);
    const third = await attempt();
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(
      'Too many card attempts. Please wait an hour and try again, or call the restaurant to book.',
    );
    expect(vault).toHaveBeenCalledTimes(2);
    const customers = await handle.db.select({ n: count() }).from(paymentCustomers);
    expect(customers[0]!.n).toBe(0);
  });
});
