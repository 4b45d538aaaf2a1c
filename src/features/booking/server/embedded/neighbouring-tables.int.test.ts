import { eq } from 'drizzle-orm';
import { openTestDatabaseForFile } from '@/lib/db/testing/test-database';
import { bookings } from '../bookings.table';
import { BookingError } from '../booking-error';
import { defaultBookingRules } from '../engine/default-rules';
import { bookingToWrite } from '../testing/booking-to-write-fixture';
import { writeBooking, type BookingToWrite } from './write-booking';

process.env.LOG_LEVEL = 'silent';

// MAX_TABLE_BOOKING_COVERS (15) against the database: a party of 16-24 is written with the area
// whose neighbouring tables it takes, later bookings count it there, and nothing is overbooked.

const database = openTestDatabaseForFile();
const date = '2027-02-19';
const storeId = '3101';

/** 40 seats in two rooms of 20; pacing high enough that only the seats decide. */
const rules = {
  ...defaultBookingRules(storeId),
  seats: 40,
  coversPerSlot: 40,
  areas: [
    { id: 'restaurant', name: 'Restaurant', seats: 20 },
    { id: 'terrace', name: 'Terrace', seats: 20 },
  ],
};

/** A party of `covers` at 19:00, for two and a half hours, in `areaId` when it chose one. */
const party = (n: number, covers: number, areaId: string | null = null): BookingToWrite =>
  bookingToWrite(
    n,
    { storeId, date },
    {
      reference: `TAV-NT${String(n).padStart(3, '0')}`,
      durationMinutes: 150,
      adultCovers: covers,
      covers,
      areaId,
    },
    rules,
  );

const seatedIn = async () =>
  (
    await database()
      .db.select({ covers: bookings.covers, areaId: bookings.areaId })
      .from(bookings)
      .where(eq(bookings.storeId, storeId))
  ).sort((a, b) => a.covers - b.covers);

describe('parties of 16 to 24 at neighbouring tables (MAX_TABLE_BOOKING_COVERS 15)', () => {
  it('keeps each party in one room, counts it there, and refuses what no room can hold', async () => {
    const db = database().db;
    // 12 who chose the terrace; then 18 with no room named: the restaurant has space for all 18.
    await writeBooking(db, party(1, 12, 'terrace'));
    await writeBooking(db, party(2, 18));
    expect((await seatedIn()).find((booking) => booking.covers === 18)?.areaId).toBe('restaurant');

    // 30 seated, 10 seats left: a table of 10 takes them (a party of up to 15 counts against the
    // restaurant's seats, as every booking did before); then the restaurant is full.
    await expect(writeBooking(db, party(3, 10))).resolves.toMatchObject({ reference: 'TAV-NT003' });
    await expect(writeBooking(db, party(4, 1))).rejects.toEqual(new BookingError(4));
    expect(await seatedIn()).toEqual([
      { covers: 10, areaId: null },
      { covers: 12, areaId: 'terrace' },
      { covers: 18, areaId: 'restaurant' },
    ]);
  });

  it('never splits a party of 16 between rooms, though a table of 15 fits', async () => {
    const db = database().db;
    const store = (n: number, covers: number, areaId: string | null = null) => {
      const request = party(n, covers, areaId);
      return { ...request, row: { ...request.row, storeId: '3102' } };
    };
    await writeBooking(db, store(11, 12, 'restaurant'));
    await writeBooking(db, store(12, 12, 'terrace'));
    // 16 seats are free, 8 in each room.
    await expect(writeBooking(db, store(13, 16))).rejects.toMatchObject({ code: 4 });
    await expect(writeBooking(db, store(14, 15))).resolves.toMatchObject({
      reference: 'TAV-NT014',
    });
    const fifteen = await database()
      .db.select({ areaId: bookings.areaId })
      .from(bookings)
      .where(eq(bookings.reference, 'TAV-NT014'));
    expect(fifteen).toEqual([{ areaId: null }]);
  });
});
