import { count, eq, sql } from 'drizzle-orm';
import { currentTime, pinClock } from '@/lib/clock';
import { parseConfig } from '@/lib/config';
import { openPostgres, type Database, type DatabaseHandle } from '@/lib/db';
import { openTestDatabaseForFile } from '@/lib/db/testing/test-database';
import { outboxMail } from '@/lib/mail';
import { BookingError } from '../booking-error';
import { bookings } from '../bookings.table';
import { defaultBookingRules } from '../engine/default-rules';
import { holdOf, insertHold } from '../holds/booking-holds-repository';
import { bookingToWrite } from '../testing/booking-to-write-fixture';
import { isUniqueViolation } from './bookings-repository';
import { lockRestaurantDay } from './restaurant-day';
import { maxTogether, writeBooking, type BookingToWrite } from './write-booking';

process.env.LOG_LEVEL = 'silent';

// The group commit of write-booking.ts against the database (PGlite, or PostgreSQL when
// DATABASE_URL is set): the bookings that arrive while one transaction is written are written
// together in the next, each decided as it would be alone, in the order they came.

const database = openTestDatabaseForFile();
let restoreClock: () => void;
beforeAll(() => {
  restoreClock = pinClock('2026-11-30T10:00:00Z');
});
afterAll(() => restoreClock());

/** Seats for four parties of two. */
const rules = (storeId: string) => ({
  ...defaultBookingRules(storeId),
  seats: 8,
  coversPerSlot: 8,
  areas: [{ id: 'restaurant', name: 'Restaurant', seats: 8 }],
});

/** The n-th diner's party of two at `storeId` on `date` at 19:00, in a session of their own. */
const party = (
  n: number,
  storeId: string,
  date: string,
  row: Partial<BookingToWrite['row']> = {},
) => bookingToWrite(n, { storeId, date }, row, rules(storeId));

/** Writes each booking, all in the same turn of the event loop, and settles them all. */
const writeAtOnce = (db: Database, parties: BookingToWrite[]) =>
  Promise.allSettled(parties.map((booking) => writeBooking(db, booking)));

const referenceOf = (outcome: PromiseSettledResult<{ reference: string }>) =>
  outcome.status === 'fulfilled' ? outcome.value.reference : outcome.reason;

const storedAt = async (storeId: string) =>
  (
    await database()
      .db.select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.storeId, storeId))
  )
    .map((row) => row.reference)
    .sort();

describe('bookings written together', () => {
  it('bookings reaching the process together share one transaction, decided in the order they came', async () => {
    const db = database().db;
    const transactions = jest.spyOn(db, 'transaction');
    const storeId = '4101';
    const date = '2026-12-08';
    const outcomes = await writeAtOnce(
      db,
      Array.from({ length: 6 }, (_, n) => party(n, storeId, date)),
    );
    expect(transactions).toHaveBeenCalledTimes(1);
    transactions.mockRestore();
    // Four parties of two fill the eight seats: the first four, in order; the last two are late.
    expect(outcomes.map(referenceOf)).toEqual([
      'TAV-410100',
      'TAV-410101',
      'TAV-410102',
      'TAV-410103',
      new BookingError(4),
      new BookingError(4),
    ]);
    expect(await storedAt(storeId)).toEqual([
      'TAV-410100',
      'TAV-410101',
      'TAV-410102',
      'TAV-410103',
    ]);
    const [mails] = await db
      .select({ n: count() })
      .from(outboxMail)
      .where(sql`${outboxMail.to} like ${`diner-${storeId}-%`}`);
    expect(mails!.n).toBe(4);
  });

  it(`writes at most ${maxTogether} a transaction`, async () => {
    const db = database().db;
    const transactions = jest.spyOn(db, 'transaction');
    // 112 bookings on 112 days (one a day, so each fits): 50, then 50 and 12 waiting their turn.
    const parties = Array.from({ length: 112 }, (_, n) =>
      party(n, '4102', `2027-0${1 + Math.floor(n / 28)}-${String(1 + (n % 28)).padStart(2, '0')}`),
    );
    const outcomes = await writeAtOnce(db, parties);
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    expect(transactions).toHaveBeenCalledTimes(3);
    transactions.mockRestore();
    expect(await storedAt('4102')).toHaveLength(112);
  });

  it('a reference another booking has fails nobody else: the transaction is written again a booking at a time', async () => {
    const db = database().db;
    const storeId = '4103';
    const date = '2026-12-09';
    await writeBooking(db, party(0, storeId, date));
    const transactions = jest.spyOn(db, 'transaction');
    const outcomes = await writeAtOnce(db, [
      party(1, storeId, date),
      party(2, storeId, date),
      // The reference of diner 0, drawn again: its unique constraint refuses the transaction.
      party(3, storeId, date, { reference: 'TAV-410300' }),
      party(4, storeId, date),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    // The four together, refused whole; then each alone.
    expect(transactions).toHaveBeenCalledTimes(5);
    transactions.mockRestore();
    const clash = outcomes[2] as PromiseRejectedResult;
    expect(isUniqueViolation(clash.reason, 'bookings_reference_unique')).toBe(true);
    expect(await storedAt(storeId)).toEqual([
      'TAV-410300',
      'TAV-410301',
      'TAV-410302',
      'TAV-410304',
    ]);
  });

  it('a key taken by a booking before it in the same transaction answers with that booking', async () => {
    const db = database().db;
    const storeId = '4104';
    const date = '2026-12-10';
    const keyed = { idempotencyKey: 'together-key', requestFingerprint: 'fingerprint-1' };
    const outcomes = await writeAtOnce(db, [
      party(0, storeId, date),
      party(1, storeId, date, keyed),
      party(2, storeId, date, keyed),
    ]);
    expect(outcomes.map(referenceOf)).toEqual(['TAV-410400', 'TAV-410401', 'TAV-410401']);
    expect(outcomes[2]).toMatchObject({ value: { requestFingerprint: 'fingerprint-1' } });
    expect(await storedAt(storeId)).toEqual(['TAV-410400', 'TAV-410401']);
  });

  it("a diner's own hold is theirs, and ends with their booking: the next in the transaction may take its seats", async () => {
    const db = database().db;
    const storeId = '4105';
    const date = '2026-12-11';
    // Two diners hold two tables each (8 seats); then both book, and a third, holding none, tries.
    for (const n of [1, 2]) {
      await insertHold(db, {
        sessionId: `session-${storeId}-${n}`,
        storeId,
        diningDate: date,
        diningTime: '19:00',
        durationMinutes: 90,
        covers: 4,
        areaId: null,
        expiresAt: new Date(currentTime().getTime() + 600_000),
      });
    }
    const four = { adultCovers: 4, covers: 4 };
    const outcomes = await writeAtOnce(db, [
      party(1, storeId, date, four),
      party(2, storeId, date, four),
      party(3, storeId, date),
    ]);
    expect(outcomes.map(referenceOf)).toEqual(['TAV-410501', 'TAV-410502', new BookingError(4)]);
    expect(await holdOf(db, `session-${storeId}-1`)).toBeUndefined();
    expect(await holdOf(db, `session-${storeId}-2`)).toBeUndefined();
  });

  it('a card guarantees one booking, even among bookings written together', async () => {
    const db = database().db;
    const storeId = '4106';
    const date = '2026-12-14';
    const sessionId = 'together-card-session';
    const email = 'together-card@example.com';
    await db.execute(
      sql`insert into payment_customers (customer_id, gateway, email, first_name, last_name, session_id)
          values ('together-customer', 'test', ${email}, 'Ada', 'Lovelace', ${sessionId})`,
    );
    const withCard = { paymentCustomerId: 'together-customer', sessionId, email };
    const outcomes = await writeAtOnce(db, [
      party(0, storeId, date),
      party(1, storeId, date, withCard),
      party(2, storeId, date, withCard),
    ]);
    expect(outcomes.map(referenceOf)).toEqual(['TAV-410600', 'TAV-410601', new BookingError(5)]);
    expect(await storedAt(storeId)).toEqual(['TAV-410600', 'TAV-410601']);
  });
});

// PGlite runs one transaction at a time, start to end: a day held there holds everything.
(process.env.DATABASE_URL ? describe : describe.skip)(
  'a day another process holds (PostgreSQL)',
  () => {
    let other: DatabaseHandle;
    beforeAll(() => {
      const config = parseConfig();
      other = openPostgres(database().url!, {
        connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      });
    });
    afterAll(() => other.close());

    it('waits for that day in a transaction of its own; the others written with it go on', async () => {
      const db = database().db;
      const storeId = '4107';
      let letGo = () => {};
      let held = () => {};
      const isHeld = new Promise<void>((resolve) => (held = resolve));
      const holder = other.db.transaction(async (tx) => {
        await lockRestaurantDay(tx, storeId, '2026-12-15');
        await new Promise<void>((resolve) => {
          letGo = resolve;
          held();
        });
      });
      await isHeld;
      const [first, onHeldDay, onFreeDay] = [
        party(0, storeId, '2026-12-16'),
        party(1, storeId, '2026-12-15'),
        party(2, storeId, '2026-12-16'),
      ].map((booking) => writeBooking(db, booking));
      await expect(first).resolves.toMatchObject({ reference: 'TAV-410700' });
      await expect(onFreeDay).resolves.toMatchObject({ reference: 'TAV-410702' });
      const early = await Promise.race([
        onHeldDay,
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
      ]);
      expect(early).toBe('waiting');
      letGo();
      await holder;
      await expect(onHeldDay).resolves.toMatchObject({ reference: 'TAV-410701' });
    });
  },
);
