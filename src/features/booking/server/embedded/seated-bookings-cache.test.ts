import type { Database } from '@/lib/db';
import type { SeatedBooking } from '../engine/capacity';
import {
  forgetBookedDay,
  forgetSeatedBookings,
  seatedBookingsOfDay,
} from './seated-bookings-cache';

const db = {} as Database;
const booking = (covers: number): SeatedBooking => ({
  startMinutes: 19 * 60,
  durationMinutes: 90,
  covers,
  areaId: null,
});

/** A database whose days hold `table`, counting reads, each answered when `release` is called. */
function fakeDatabase(table: Record<string, SeatedBooking[]>) {
  const reads: string[][] = [];
  const pending: (() => void)[] = [];
  const read = (_db: Database, storeIds: string[]) => {
    reads.push(storeIds);
    const answer = new Map(storeIds.map((id) => [id, [...(table[id] ?? [])]]));
    return new Promise<Map<string, SeatedBooking[]>>((resolve) =>
      pending.push(() => resolve(answer)),
    );
  };
  const releaseAll = () => pending.splice(0).forEach((release) => release());
  return { reads, read, releaseAll };
}

describe('seatedBookingsOfDay', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    forgetSeatedBookings();
    clock = 0;
  });

  it('reads the missing days in one query and answers the next search from memory', async () => {
    const fake = fakeDatabase({ '1001': [booking(2)], '1002': [] });
    const first = seatedBookingsOfDay(db, ['1001', '1002'], '2027-03-06', { ...fake, now });
    fake.releaseAll();
    expect(await first).toEqual(
      new Map([
        ['1001', [booking(2)]],
        ['1002', []],
      ]),
    );

    clock = 1_999;
    const again = await seatedBookingsOfDay(db, ['1002', '1001'], '2027-03-06', { ...fake, now });
    expect(again.get('1001')).toEqual([booking(2)]);
    expect(fake.reads).toEqual([['1001', '1002']]);
  });

  it('reads a day again once it is 2 s old', async () => {
    const fake = fakeDatabase({ '1001': [] });
    const first = seatedBookingsOfDay(db, ['1001'], '2027-03-06', { ...fake, now });
    fake.releaseAll();
    await first;
    clock = 2_001;
    const second = seatedBookingsOfDay(db, ['1001'], '2027-03-06', { ...fake, now });
    fake.releaseAll();
    await second;
    expect(fake.reads).toHaveLength(2);
  });

  it('shares one read between concurrent searches of the same day', async () => {
    const fake = fakeDatabase({ '1001': [booking(4)] });
    const searches = [1, 2, 3].map(() =>
      seatedBookingsOfDay(db, ['1001'], '2027-03-06', { ...fake, now }),
    );
    fake.releaseAll();
    for (const search of await Promise.all(searches)) {
      expect(search.get('1001')).toEqual([booking(4)]);
    }
    expect(fake.reads).toHaveLength(1);
  });

  it('forgets a day this process booked, so the next search sees the booking', async () => {
    const table: Record<string, SeatedBooking[]> = { '1001': [] };
    const fake = fakeDatabase(table);
    const first = seatedBookingsOfDay(db, ['1001'], '2027-03-06', { ...fake, now });
    fake.releaseAll();
    await first;

    table['1001'] = [booking(6)];
    forgetBookedDay('1001', '2027-03-06');
    const second = seatedBookingsOfDay(db, ['1001'], '2027-03-06', { ...fake, now });
    fake.releaseAll();
    expect((await second).get('1001')).toEqual([booking(6)]);
  });

  it('never keeps a read that began before a booking was written', async () => {
    const table: Record<string, SeatedBooking[]> = { '1001': [] };
    const fake = fakeDatabase(table);
    const before = seatedBookingsOfDay(db, ['1001'], '2027-03-06', { ...fake, now });
    // The booking commits while the read is in flight: its answer (no bookings) is shown once...
    table['1001'] = [booking(2)];
    forgetBookedDay('1001', '2027-03-06');
    // ...and a search after the booking does not join it.
    const after = seatedBookingsOfDay(db, ['1001'], '2027-03-06', { ...fake, now });
    fake.releaseAll();
    expect((await before).get('1001')).toEqual([]);
    expect((await after).get('1001')).toEqual([booking(2)]);

    const later = await seatedBookingsOfDay(db, ['1001'], '2027-03-06', { ...fake, now });
    expect(later.get('1001')).toEqual([booking(2)]);
    expect(fake.reads).toHaveLength(2);
  });

  it('keeps days apart, and a failed read is not kept', async () => {
    const failing = () => Promise.reject(new Error('connection lost'));
    await expect(
      seatedBookingsOfDay(db, ['1001'], '2027-03-06', { read: failing, now }),
    ).rejects.toThrow('connection lost');
    const fake = fakeDatabase({ '1001': [booking(3)] });
    const next = seatedBookingsOfDay(db, ['1001'], '2027-03-07', { ...fake, now });
    const retry = seatedBookingsOfDay(db, ['1001'], '2027-03-06', { ...fake, now });
    fake.releaseAll();
    await Promise.all([next, retry]);
    expect(fake.reads).toHaveLength(2);
  });
});
