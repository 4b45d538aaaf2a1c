import { openTestDatabaseForFile } from '@/lib/db/testing/test-database';
import { defaultBookingRules } from '../engine/default-rules';
import { londonInstant } from '../engine/london-time';
import { bookingByIdempotencyKey } from './bookings-repository';
import { writeBooking, type BookingToWrite } from './write-booking';

process.env.LOG_LEVEL = 'silent';

// The Idempotency-Key look-up every create makes before anything is counted, against the database
// (PGlite, or PostgreSQL when DATABASE_URL is set).

const database = openTestDatabaseForFile();

/** A party of two stored under `idempotencyKey`. */
function keyed(n: number, idempotencyKey: string): BookingToWrite {
  const email = `keyed-${n}@example.com`;
  return {
    rules: defaultBookingRules('4201'),
    email: { to: email, subject: 'Confirmed', text: 'Confirmed' },
    row: {
      reference: `TAV-KEY${String(n).padStart(3, '0')}`,
      storeId: '4201',
      bookingType: 'booking',
      status: 'confirmed',
      diningDate: '2026-12-08',
      diningTime: '19:00',
      diningAt: londonInstant('2026-12-08', '19:00'),
      durationMinutes: 90,
      adultCovers: 2,
      childCovers: 0,
      covers: 2,
      occasionId: 'table',
      areaId: null,
      menuIds: [],
      upsells: [],
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      mobilePhone: '07700900123',
      specialRequest: '',
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
      idempotencyKey,
      requestFingerprint: `fingerprint-${n}`,
      sessionId: `keyed-session-${n}`,
    },
  };
}

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
      { reference: 'TAV-KEY002', requestFingerprint: 'fingerprint-2' },
      undefined,
      { reference: 'TAV-KEY001', requestFingerprint: 'fingerprint-1' },
      { reference: 'TAV-KEY002', requestFingerprint: 'fingerprint-2' },
    ]);
  });

  it('is read afresh each time: a key not stored yet is found once its booking is', async () => {
    const db = database().db;
    expect(await bookingByIdempotencyKey(db, 'later-key')).toBeUndefined();
    await writeBooking(db, keyed(3, 'later-key'));
    expect(await bookingByIdempotencyKey(db, 'later-key')).toEqual({
      reference: 'TAV-KEY003',
      requestFingerprint: 'fingerprint-3',
    });
  });
});
