import { and, eq, like } from 'drizzle-orm';
import { pinClock } from '@/lib/clock';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { openPostgres } from '@/lib/db/open-postgres';
import { createTestDatabase, type TestDatabase } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { outboxMail } from '@/lib/mail';
import {
  createHandler,
  embeddedBookingDeps,
  joinWaitlistHandler,
  waitlistDepsOf,
} from '../../server';
import { bookingHolds } from '../holds/booking-holds.table';
import { cancelBooking } from '../manage/manage-booking';
import { bookingRequest, call, sessionHeaders, setRules } from '../testing/booking-api-harness';
import { sweepWaitlist } from './waitlist-sweep';
import { bookingWaitlist } from './waitlist.table';

process.env.LOG_LEVEL = 'silent';
process.env.TOKEN_SECRET = 'integration-test-token-secret';
process.env.RATE_LIMITS = generousRateLimits;
process.env.SITE_URL = 'https://www.tavola.test';

/**
 * Two app processes on one PostgreSQL database: each has its own pool, so its own sessions and
 * advisory locks, as two `next start` processes do. One cancellation races both processes'
 * sweeps, again and again: the table is offered exactly once. (PGlite is one connection whose
 * transactions run alone: there is nothing to race there.)
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

let handle: TestDatabase;
let other: DatabaseHandle;
let restore: () => void;
let restoreClock: () => void;
const storeId = '1003';
const date = '2026-12-07';

beforeAll(async () => {
  restoreClock = pinClock(new Date('2026-11-30T10:00:00Z'));
  handle = await createTestDatabase();
  restore = installDatabase(handle);
  other = openPostgres(handle.url ?? '', { connectMs: 5000, statementMs: 10_000 });
  await setRules(handle.db, storeId, { seats: 4, coversPerSlot: 4 });
});
afterAll(async () => {
  restoreClock();
  restore();
  await other?.close();
  await handle.close();
});

onPostgres('two processes, one cancellation (PostgreSQL)', () => {
  it('offers the freed table once, whichever process looks', async () => {
    const booked = await call(apiHandler({ POST: createHandler }), {
      method: 'POST',
      params: { storeId },
      body: bookingRequest(date, '19:00', { adultCovers: 4, emailAddress: 'full@example.com' }),
      headers: await sessionHeaders({ sessionId: 'full-session-0001' }),
    });
    expect(booked.status).toBe(200);
    for (const name of ['one', 'two', 'three']) {
      const joined = await call(apiHandler({ POST: joinWaitlistHandler }), {
        method: 'POST',
        params: { storeId },
        body: {
          date,
          adultCovers: 3,
          timeFrom: '19:00',
          timeTo: '19:30',
          firstName: name,
          lastName: 'Waiting',
          email: `${name}@example.com`,
        },
      });
      expect(joined.status).toBe(200);
    }
    const [mail] = await handle.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, 'full@example.com'));
    const token = /\/booking\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;

    const first = waitlistDepsOf(embeddedBookingDeps());
    const second = { ...first, db: other.db };
    await Promise.all([
      cancelBooking(first, token),
      ...Array.from({ length: 4 }, () => sweepWaitlist(second)),
      ...Array.from({ length: 2 }, () => sweepWaitlist(first)),
    ]);
    await Promise.all([sweepWaitlist(second), sweepWaitlist(first)]);

    const offers = await handle.db
      .select()
      .from(outboxMail)
      .where(like(outboxMail.subject, 'A table has come up%'));
    expect(offers.map((offer) => offer.to)).toEqual(['one@example.com']);
    const offered = await handle.db
      .select()
      .from(bookingWaitlist)
      .where(and(eq(bookingWaitlist.storeId, storeId), eq(bookingWaitlist.status, 'offered')));
    expect(offered).toHaveLength(1);
    const held = await handle.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.storeId, storeId));
    expect(held).toHaveLength(1);
  });
});
