import { count, eq } from 'drizzle-orm';
import { openTestDatabaseForFile } from '@/lib/db/test-database';
import { outboxMail } from '@/lib/mail';
import { bookings } from '../bookings.table';
import { BookingError } from '../booking-error';
import { defaultBookingRules } from '../engine/default-rules';
import { londonInstant } from '../engine/london-time';
import { insertHold } from '../holds/booking-holds-repository';
import { seatedBookingsByStore } from './bookings-repository';
import { takeSeats, type SeatRequest } from './restaurant-day-turns';

process.env.LOG_LEVEL = 'silent';

const database = openTestDatabaseForFile();
const date = '2027-02-12';

/** A party of two at 19:00 at `storeId`, with its e-mail; `key` as its Idempotency-Key. */
function request(storeId: string, n: number, key: string | null = null): SeatRequest {
  const rules = {
    ...defaultBookingRules(storeId),
    seats: 6,
    coversPerSlot: 6,
    areas: [{ id: 'restaurant', name: 'Restaurant', seats: 6 }],
  };
  const email = `turn${storeId}-${n}@example.com`;
  return {
    rules,
    accepted: () => ({
      row: {},
      email: { to: email, subject: 'Confirmed', text: 'Confirmed', html: '<p>Confirmed</p>' },
    }),
    row: {
      reference: `TAV-T${storeId}${String(n).padStart(3, '0')}`,
      storeId,
      bookingType: 'booking',
      status: 'confirmed',
      diningDate: date,
      diningTime: '19:00',
      diningAt: londonInstant(date, '19:00'),
      durationMinutes: 90,
      adultCovers: 2,
      childCovers: 0,
      covers: 2,
      occasionId: 'table',
      menuIds: [],
      upsells: [],
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      mobilePhone: '07700900123',
      specialRequest: '',
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
      idempotencyKey: key,
    },
  };
}

const settle = (promises: Promise<unknown>[]) => Promise.allSettled(promises);
const storedAt = async (storeId: string) => {
  const [row] = await database()
    .db.select({ n: count() })
    .from(bookings)
    .where(eq(bookings.storeId, storeId));
  return row!.n;
};

describe('takeSeats: bookings of one restaurant day take turns', () => {
  it('accepts in arrival order up to capacity, refuses the rest with code 4, mails only the booked', async () => {
    const outcomes = await settle(
      Array.from({ length: 8 }, (_, n) => takeSeats(database().db, request('2001', n))),
    );
    const booked = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(booked).toHaveLength(3);
    // Arrival order: the first three.
    expect(outcomes.slice(0, 3).every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    for (const outcome of outcomes.slice(3)) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: expect.any(BookingError) });
      expect((outcome as PromiseRejectedResult).reason.code).toBe(4);
    }
    expect(await storedAt('2001')).toBe(3);
    const [mails] = await database()
      .db.select({ n: count() })
      .from(outboxMail)
      .where(eq(outboxMail.subject, 'Confirmed'));
    expect(mails!.n).toBe(3);
  });

  it('makes what only a booking needs (its secret, fingerprint and e-mail) for the accepted only', async () => {
    const made: number[] = [];
    const asking = Array.from({ length: 6 }, (_, n) => {
      const seats = request('2009', n);
      return {
        ...seats,
        accepted: () => {
          made.push(n);
          return seats.accepted();
        },
      };
    });
    const outcomes = await settle(asking.map((seats) => takeSeats(database().db, seats)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      ...Array<string>(3).fill('fulfilled'),
      ...Array<string>(3).fill('rejected'),
    ]);
    expect(made).toEqual([0, 1, 2]);
  });

  it('a turn that fails (two requests with one new key) is written one at a time: the others book, the retry gets the first', async () => {
    // The first request writes a turn of its own; the rest arrive meanwhile and share the next.
    const outcomes = await settle([
      takeSeats(database().db, request('2002', 0)),
      takeSeats(database().db, request('2002', 1, 'same-key')),
      takeSeats(database().db, request('2002', 2, 'same-key')),
      takeSeats(database().db, request('2002', 3)),
    ]);
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    // The second with that key is a retry: it answers the booking the first stored, takes no seats.
    const [, first, retry] = outcomes as PromiseFulfilledResult<{ reference: string }>[];
    expect(retry!.value.reference).toBe(first!.value.reference);
    expect(await storedAt('2002')).toBe(3);
  });

  it('requests received together share one turn, even on the embedded database (one transaction)', async () => {
    const db = database().db;
    const transaction = jest.spyOn(db, 'transaction');
    try {
      const outcomes = await settle(
        Array.from({ length: 5 }, (_, n) => takeSeats(db, request('2007', n))),
      );
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'rejected',
        'rejected',
      ]);
      expect(transaction).toHaveBeenCalledTimes(1);
    } finally {
      transaction.mockRestore();
    }
  });

  it('requests still coming through the event loop join the turn rather than make their own', async () => {
    const db = database().db;
    const nextLoop = () => new Promise((resolve) => setImmediate(resolve));
    const transaction = jest.spyOn(db, 'transaction');
    try {
      // As under load: each request reaches the day a turn of the event loop after the one before.
      // A wave of diners on new connections comes through one a turn of the loop: 20 here.
      const outcomes: Promise<unknown>[] = [];
      for (let n = 0; n < 20; n++) {
        outcomes.push(takeSeats(db, request('2008', n)));
        await nextLoop();
      }
      const settled = await settle(outcomes);
      // The first three fit (six seats), in the order they came; the rest are refused.
      expect(settled.map((outcome) => outcome.status)).toEqual([
        ...Array<string>(3).fill('fulfilled'),
        ...Array<string>(17).fill('rejected'),
      ]);
      expect(transaction).toHaveBeenCalledTimes(1);
    } finally {
      transaction.mockRestore();
    }
  });

  it('restaurants and days never wait for each other, and a full day refuses at once', async () => {
    const outcomes = await settle([
      ...Array.from({ length: 3 }, (_, n) => takeSeats(database().db, request('2003', n))),
      ...Array.from({ length: 3 }, (_, n) => takeSeats(database().db, request('2004', n))),
    ]);
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    await expect(takeSeats(database().db, request('2003', 9))).rejects.toMatchObject({ code: 4 });
  });
});

describe('seatedBookingsByStore', () => {
  it('reads bookings that start together as one, guests summed; holds one each, with their session', async () => {
    const db = database().db;
    await Promise.all([0, 1, 2].map((n) => takeSeats(db, request('2005', n))));
    const later = request('2005', 3);
    await takeSeats(db, { ...later, row: { ...later.row, diningTime: '21:00' } });
    await insertHold(db, {
      sessionId: 'held-session',
      storeId: '2005',
      diningDate: date,
      diningTime: '19:00',
      durationMinutes: 90,
      covers: 2,
      areaId: null,
      expiresAt: new Date(Date.now() + 600_000),
    });
    const seated = (await seatedBookingsByStore(db, ['2005', '2006'], date)).get('2005')!;
    expect(seated.sort((a, b) => a.startMinutes - b.startMinutes || a.covers - b.covers)).toEqual([
      { startMinutes: 1140, durationMinutes: 90, covers: 2, areaId: null, heldBy: 'held-session' },
      { startMinutes: 1140, durationMinutes: 90, covers: 6, areaId: null },
      { startMinutes: 1260, durationMinutes: 90, covers: 2, areaId: null },
    ]);
    expect((await seatedBookingsByStore(db, ['2006'], date)).get('2006')).toEqual([]);
  });
});
