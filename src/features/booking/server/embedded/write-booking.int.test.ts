import { count, eq, inArray } from 'drizzle-orm';
import { currentTime, pinClock } from '@/lib/clock';
import { parseConfig } from '@/lib/config';
import { getContentSource } from '@/lib/content/server';
import { installDatabase, openPostgres, type Database, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase, type TestDatabase } from '@/lib/db/testing/test-database';
import { outboxMail } from '@/lib/mail';
import { bookingRequestSchema } from '../../booking-api.schema';
import { BookingError } from '../booking-error';
import type { BookingContext, BookingProvider } from '../booking-provider';
import { bookings } from '../bookings.table';
import { insertHold } from '../holds/booking-holds-repository';
import { bookingRequest, setRules } from '../testing/booking-api-harness';
import { newBookingReference } from './booking-reference';
import { seatedBookingsByStore } from './bookings-repository';
import { createEmbeddedBookingProvider } from './embedded-provider';
import { lockRestaurantDay } from './restaurant-day';

process.env.LOG_LEVEL = 'silent';

// A reference drawn again can be made to come up twice (the real one draws 6 characters).
jest.mock('./booking-reference', () => {
  const actual: { newBookingReference: () => string } = jest.requireActual('./booking-reference');
  return { newBookingReference: jest.fn(actual.newBookingReference) };
});

// Bookings written one transaction each, under the restaurant day's lock. On PostgreSQL the site
// runs as two "processes" here: two providers, each over a pool of its own on the one database,
// as two servers share it. (They share this jest process's caches, which writes never read.)
// PGlite is one connection in one process, so there it is one.

const onPostgres = Boolean(process.env.DATABASE_URL);
let handle: TestDatabase;
const database = () => handle;
let restoreDatabase: () => void;
let second: DatabaseHandle | undefined;
let restoreClock: () => void;
/** The booking processes: two pools on PostgreSQL, the one connection on PGlite. */
let processes: BookingProvider[];

const providerOver = (db: Database) =>
  createEmbeddedBookingProvider({
    db,
    content: getContentSource(),
    now: currentTime,
    horizonDays: 180,
    siteUrl: 'https://www.tavola.test',
    cardGuarantees: async () => false,
  });

beforeAll(async () => {
  // Monday 30 November 2026, 10:00 in London: the dates below are weekdays in December.
  restoreClock = pinClock('2026-11-30T10:00:00Z');
  handle = await createTestDatabase();
  restoreDatabase = installDatabase(handle);
  if (handle.url) {
    const config = parseConfig();
    second = openPostgres(handle.url, {
      connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    });
  }
  processes = [handle.db, ...(second ? [second.db] : [])].map(providerOver);
});
afterAll(async () => {
  restoreClock();
  restoreDatabase();
  // The other process's pool first: the test database is then dropped.
  await second?.close();
  await handle.close();
});

/** A party of two at `date` and `time`, with the n-th diner's e-mail. */
const requestOf = (n: number, storeId: string, date: string, time: string, extra = {}) =>
  bookingRequestSchema.parse(
    bookingRequest(date, time, { emailAddress: `diner${n}-${storeId}@example.com`, ...extra }),
  );

/** The n-th diner's create, sent to process n (each in a session of their own unless `context`). */
const create = (
  n: number,
  storeId: string,
  request: ReturnType<typeof requestOf>,
  context: BookingContext = { sessionId: `session-${storeId}-${n}` },
) => processes[n % processes.length]!.create(storeId, request, context);

const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);
const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected' && outcome.reason instanceof BookingError
    ? outcome.reason.code
    : undefined;
const mailsTo = async (emails: string[]) =>
  (
    await database()
      .db.select({ n: count() })
      .from(outboxMail)
      .where(inArray(outboxMail.to, emails))
  )[0]!.n;
const storedAt = (storeId: string) =>
  database()
    .db.select({ time: bookings.diningTime, covers: bookings.covers, email: bookings.email })
    .from(bookings)
    .where(eq(bookings.storeId, storeId));

describe(`writing a booking (${onPostgres ? 'PostgreSQL, two processes' : 'PGlite'})`, () => {
  it('500 attempts at once for 10 seats: seated guests never exceed the seats at any quarter hour', async () => {
    const storeId = '1002';
    const date = '2026-12-08';
    await setRules(database().db, storeId, {
      seats: 10,
      coversPerSlot: 10,
      areas: [{ id: 'restaurant', name: 'Restaurant', seats: 10 }],
    });
    // Parties of two at 18:30, 19:00 and 19:30: their 90-minute turns all overlap at 19:30.
    const times = ['18:30', '19:00', '19:30'];
    const outcomes = await settle(
      Array.from({ length: 500 }, (_, n) =>
        create(n, storeId, requestOf(n, storeId, date, times[n % 3]!)),
      ),
    );
    const booked = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(booked).toHaveLength(5);
    expect(outcomes.filter((outcome) => codeOf(outcome) === 4)).toHaveLength(495);
    const stored = await storedAt(storeId);
    expect(stored).toHaveLength(5);
    for (let minute = 18 * 60; minute < 21 * 60; minute += 15) {
      const seated = stored
        .map(({ time, covers }) => ({
          start: Number(time.slice(0, 2)) * 60 + Number(time.slice(3)),
          covers,
        }))
        .filter(({ start }) => start <= minute && minute < start + 90)
        .reduce((sum, { covers }) => sum + covers, 0);
      expect(seated).toBeLessThanOrEqual(10);
    }
    // Each booking has its one confirmation; no refused diner has any.
    expect(await mailsTo(stored.map(({ email }) => email))).toBe(5);
    const everyone = Array.from({ length: 500 }, (_, n) => `diner${n}-${storeId}@example.com`);
    expect(await mailsTo(everyone)).toBe(5);
  });

  it('retries racing with one new key store one booking, and a rush beside them still books to capacity', async () => {
    const storeId = '1003';
    const date = '2026-12-09';
    await setRules(database().db, storeId, {
      seats: 10,
      coversPerSlot: 10,
      areas: [{ id: 'restaurant', name: 'Restaurant', seats: 10 }],
    });
    const keyed = { sessionId: 'retrying-session', idempotencyKey: 'racing-key-1' };
    const retried = requestOf(0, storeId, date, '19:00');
    const [first, ...others] = await settle([
      ...Array.from({ length: 4 }, (_, n) => create(n, storeId, retried, keyed)),
      ...Array.from({ length: 6 }, (_, n) =>
        create(n + 1, storeId, requestOf(n + 1, storeId, date, '19:00')),
      ),
    ]);
    const retries = [first!, ...others.slice(0, 3)];
    const rush = others.slice(3);
    expect(retries.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    const references = new Set(
      retries.map(
        (outcome) =>
          (outcome as PromiseFulfilledResult<{ bookingReference: string }>).value.bookingReference,
      ),
    );
    expect(references.size).toBe(1);
    expect(rush.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(4);
    expect(rush.filter((outcome) => codeOf(outcome) === 4)).toHaveLength(2);
    expect(await storedAt(storeId)).toHaveLength(5);
    expect(await mailsTo([`diner0-${storeId}@example.com`])).toBe(1);
  });

  it('one key sent at once with two requests for different days: one books, the other gets 422', async () => {
    const storeId = '1006';
    for (let round = 0; round < 5; round += 1) {
      const context = { sessionId: 'reusing-session', idempotencyKey: `reused-key-${round}` };
      // Two restaurant days, so the lock never puts them in line: the key's constraint decides.
      const outcomes = await settle([
        create(0, storeId, requestOf(10 + round, storeId, '2026-12-10', '19:00'), context),
        create(1, storeId, requestOf(20 + round, storeId, '2026-12-11', '19:00'), context),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(refused).toMatchObject({ reason: { status: 422 } });
      const [stored] = await database()
        .db.select({ n: count() })
        .from(bookings)
        .where(eq(bookings.idempotencyKey, context.idempotencyKey));
      expect(stored!.n).toBe(1);
    }
  });

  it('a new booking drawn a reference already given is stored under another', async () => {
    const storeId = '1010';
    const date = '2026-12-17';
    const first = await create(0, storeId, requestOf(0, storeId, date, '19:00'));
    jest.mocked(newBookingReference).mockReturnValueOnce(first.bookingReference);
    const second = await create(1, storeId, requestOf(1, storeId, date, '19:00'));
    expect(second.bookingReference).toMatch(/^TAV-/);
    expect(second.bookingReference).not.toBe(first.bookingReference);
    expect(await storedAt(storeId)).toHaveLength(2);
  });

  it('reads bookings that start together as one, guests summed; holds one each, with their session', async () => {
    const storeId = '1009';
    const date = '2026-12-14';
    const db = database().db;
    for (const n of [0, 1, 2]) await create(n, storeId, requestOf(n, storeId, date, '19:00'));
    await create(3, storeId, requestOf(3, storeId, date, '21:00'));
    await insertHold(db, {
      sessionId: 'held-session',
      storeId,
      diningDate: date,
      diningTime: '19:00',
      durationMinutes: 90,
      covers: 2,
      areaId: null,
      expiresAt: new Date(currentTime().getTime() + 600_000),
    });
    const seated = (await seatedBookingsByStore(db, [storeId, '1010'], date)).get(storeId)!;
    expect(seated.sort((a, b) => a.startMinutes - b.startMinutes || a.covers - b.covers)).toEqual([
      { startMinutes: 1140, durationMinutes: 90, covers: 2, areaId: null, heldBy: 'held-session' },
      { startMinutes: 1140, durationMinutes: 90, covers: 6, areaId: null },
      { startMinutes: 1260, durationMinutes: 90, covers: 2, areaId: null },
    ]);
    expect((await seatedBookingsByStore(db, ['1010'], date)).get('1010')).toEqual([]);
  });
});

// PGlite runs one transaction at a time, start to end: a day held there holds everything.
(onPostgres ? describe : describe.skip)("the restaurant day's lock (PostgreSQL)", () => {
  it("a day held by one process holds that day's bookings in the other, and no other day", async () => {
    const storeId = '1010';
    const date = '2026-12-15';
    await setRules(database().db, storeId, {
      seats: 2,
      coversPerSlot: 2,
      areas: [{ id: 'restaurant', name: 'Restaurant', seats: 2 }],
    });
    let letGo = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // The second process holds the day's last table, inside a transaction it keeps open a while.
    const holder = second!.db.transaction(async (tx) => {
      await lockRestaurantDay(tx, storeId, date);
      await insertHold(tx, {
        sessionId: 'holding-session',
        storeId,
        diningDate: date,
        diningTime: '19:00',
        durationMinutes: 90,
        covers: 2,
        areaId: null,
        expiresAt: new Date(currentTime().getTime() + 600_000),
      });
      await new Promise<void>((resolve) => {
        letGo = resolve;
        locked();
      });
    });
    await isLocked;
    const sameDay = create(0, storeId, requestOf(0, storeId, date, '19:00')).then(
      () => 'booked',
      (error: unknown) => error,
    );
    // Another day of the same restaurant is booked meanwhile.
    await expect(
      create(0, storeId, requestOf(1, storeId, '2026-12-16', '19:00')),
    ).resolves.toMatchObject({ bookingReference: expect.stringMatching(/^TAV-/) });
    const early = await Promise.race([
      sameDay,
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
    ]);
    expect(early).toBe('waiting');
    letGo();
    await holder;
    // It waited for the day, then saw the table the other process took: the slot has gone.
    expect(await sameDay).toEqual(new BookingError(4));
  });
});
