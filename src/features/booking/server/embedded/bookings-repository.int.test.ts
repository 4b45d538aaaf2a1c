import { openTestDatabaseForFile } from '@/lib/db/testing/test-database';
import { bookingToWrite } from '../testing/booking-to-write-fixture';
import { bookingByIdempotencyKey } from './bookings-repository';
import { writeBooking } from './write-booking';

process.env.LOG_LEVEL = 'silent';

// The Idempotency-Key look-up every create makes before anything is counted, against the database
// (PGlite, or PostgreSQL when DATABASE_URL is set).

const database = openTestDatabaseForFile();

/** The n-th diner's party of two, stored under `idempotencyKey`. */
const keyed = (n: number, idempotencyKey: string) =>
  bookingToWrite(
    n,
    { storeId: '4201', date: '2026-12-08' },
    { idempotencyKey, requestFingerprint: `fingerprint-${n}` },
  );

describe('the booking stored under an Idempotency-Key', () => {
  it('look-ups asked for in the same turn are read in one query, each answered with its own', async () => {
    const db = database().db;
    await writeBooking(db, keyed(1, 'stored-key-1'));
    await writeBooking(db, keyed(2, 'stored-key-2'));
    const selects = jest.spyOn(db, 'select');
    const answers = await Promise.all(
      ['stored-key-2', 'new-key', 'stored-key-1', 'stored-key-2'].map((key) =>
        bookingByIdempotencyKey(db, key),
      ),
    );
    expect(selects).toHaveBeenCalledTimes(1);
    selects.mockRestore();
    expect(answers).toEqual([
      { reference: 'TAV-420102', requestFingerprint: 'fingerprint-2' },
      undefined,
      { reference: 'TAV-420101', requestFingerprint: 'fingerprint-1' },
      { reference: 'TAV-420102', requestFingerprint: 'fingerprint-2' },
    ]);
  });

  it('is read afresh each time: a key not stored yet is found once its booking is', async () => {
    const db = database().db;
    expect(await bookingByIdempotencyKey(db, 'later-key')).toBeUndefined();
    await writeBooking(db, keyed(3, 'later-key'));
    expect(await bookingByIdempotencyKey(db, 'later-key')).toEqual({
      reference: 'TAV-420103',
      requestFingerprint: 'fingerprint-3',
    });
  });
});
