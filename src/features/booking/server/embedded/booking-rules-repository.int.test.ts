import { eq } from 'drizzle-orm';
import { getContentSource } from '@/lib/content/server';
import type { Database } from '@/lib/db';
import { openTestDatabaseForFile } from '@/lib/db/testing/test-database';
import { bookingRules } from '../booking-rules.table';
import { defaultBookingRules } from '../engine/default-rules';
import { loadBookingRules } from '../get-booking-provider';
import { takesOnlineBookings } from './bookable-restaurant';
import {
  bookingRulesFor,
  bookingRulesOf,
  forgetCachedBookingRules,
  saveBookingRules,
} from './booking-rules-repository';

process.env.LOG_LEVEL = 'silent';

const database = openTestDatabaseForFile();

/** Flushes the reads started behind an answer (a few turns of the event loop). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Another process saving rules: this one's cache does not hear of it. */
async function savedElsewhere(db: Database, storeId: string, seats: number) {
  await db
    .update(bookingRules)
    .set({ rules: { ...defaultBookingRules(storeId), seats } })
    .where(eq(bookingRules.storeId, storeId));
}

describe('booking rules, kept a minute by each process', () => {
  let now = Date.parse('2027-02-01T12:00:00Z');
  beforeEach(() => {
    forgetCachedBookingRules();
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('a restaurant without rules gets the defaults, stored, read once for a rush of requests', async () => {
    const db = database().db;
    const select = jest.spyOn(db, 'select');
    const rules = await Promise.all(Array.from({ length: 10 }, () => bookingRulesOf(db, '3001')));
    expect(rules.every((r) => r.seats === defaultBookingRules('3001').seats)).toBe(true);
    expect(select).toHaveBeenCalledTimes(1);
    await bookingRulesFor(db, ['3001', '3001']);
    expect(select).toHaveBeenCalledTimes(1);
  });

  it('after the minute, answers at once with the rules held and reads them again behind', async () => {
    const db = database().db;
    const seats = (await bookingRulesOf(db, '3002')).seats;
    await savedElsewhere(db, '3002', seats + 10);

    now += 59_000;
    expect((await bookingRulesOf(db, '3002')).seats).toBe(seats); // within the minute
    now += 2_000;
    const select = jest.spyOn(db, 'select');
    expect((await bookingRulesOf(db, '3002')).seats).toBe(seats); // held, not waited for
    await settled();
    expect(select).toHaveBeenCalledTimes(1); // the one read behind it
    expect((await bookingRulesOf(db, '3002')).seats).toBe(seats + 10);
  });

  it('keeps the rules held when reading them again fails, and tries again at the next request', async () => {
    const db = database().db;
    const seats = (await bookingRulesOf(db, '3003')).seats;
    now += 61_000;
    const failing = jest.spyOn(db, 'insert').mockImplementation(() => {
      throw new Error('database down');
    });
    expect((await bookingRulesOf(db, '3003')).seats).toBe(seats);
    await settled();
    expect((await bookingRulesOf(db, '3003')).seats).toBe(seats);
    await settled();
    expect(failing).toHaveBeenCalledTimes(2);
    failing.mockRestore();
    await savedElsewhere(db, '3003', seats + 1);
    await bookingRulesOf(db, '3003');
    await settled();
    expect((await bookingRulesOf(db, '3003')).seats).toBe(seats + 1);
  });

  it('a save in this process is seen at once: its own copy is forgotten', async () => {
    const db = database().db;
    const rules = await bookingRulesOf(db, '3004');
    await saveBookingRules(db, '3004', { ...rules, seats: rules.seats + 5 });
    expect((await bookingRulesOf(db, '3004')).seats).toBe(rules.seats + 5);
  });

  it('are read for every restaurant that takes bookings as the server starts, and for no other', async () => {
    const db = database().db;
    await loadBookingRules();
    const restaurants = await getContentSource().getRestaurants();
    const bookable = restaurants.filter(takesOnlineBookings).map((r) => r.storeId);
    const other = restaurants.filter((r) => !takesOnlineBookings(r)).map((r) => r.storeId);
    expect(bookable.length).toBeGreaterThan(50);
    expect(other.length).toBeGreaterThan(0);
    const select = jest.spyOn(db, 'select');
    await bookingRulesFor(db, bookable);
    expect(select).not.toHaveBeenCalled();
    const seeded = await db.select({ storeId: bookingRules.storeId }).from(bookingRules);
    expect(seeded.map((row) => row.storeId)).not.toEqual(expect.arrayContaining([other[0]]));
  });
});
