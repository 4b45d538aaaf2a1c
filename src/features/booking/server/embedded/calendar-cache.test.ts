import type { CalendarDay } from '../../booking-api.types';
import { calendarMonths, createCalendarCache } from './calendar-cache';
import { forgetBookedDay } from './seated-bookings-cache';

process.env.LOG_LEVEL = 'silent';
// This process's own copy: calendar-cache.int.test.ts shares months through Redis.
delete process.env.REDIS_URL;

const log = { warn: jest.fn() };
const day = (status: 'bookable' | 'enquiry'): CalendarDay[] => [{ date: '2026-12-01', status }];

/** A load that counts its calls and answers what `answer` holds then. */
function counted(answer: { now: CalendarDay[] }) {
  const load = jest.fn(async () => answer.now);
  return load;
}

describe('the calendar cache (in this process)', () => {
  const cache = () => createCalendarCache({ ttlMs: 5_000, maxEntries: 3, maxBytes: 100_000, log });

  it('keeps a month for a search, and reads it again once a day of that month changed', async () => {
    const months = cache();
    const answer = { now: day('bookable') };
    const load = counted(answer);
    expect(await months.read('1001', '2026-12', '2', load)).toEqual(day('bookable'));
    expect(await months.read('1001', '2026-12', '2', load)).toEqual(day('bookable'));
    expect(load).toHaveBeenCalledTimes(1);

    answer.now = day('enquiry');
    await months.forget('1001', '2027-01-05'); // another month: still kept
    await months.forget('1002', '2026-12-05'); // another restaurant: still kept
    expect(await months.read('1001', '2026-12', '2', load)).toEqual(day('bookable'));
    await months.forget('1001', '2026-12-05');
    expect(await months.read('1001', '2026-12', '2', load)).toEqual(day('enquiry'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one read between concurrent searches, and never keeps one begun before a change', async () => {
    const months = cache();
    let release: (days: CalendarDay[]) => void = () => {};
    const slow = jest.fn(() => new Promise<CalendarDay[]>((resolve) => (release = resolve)));
    const first = months.read('1001', '2026-12', '2', slow);
    const second = months.read('1001', '2026-12', '2', slow);
    expect(slow).toHaveBeenCalledTimes(1);
    await months.forget('1001', '2026-12-11'); // a booking lands while the month is being read
    release(day('bookable'));
    expect(await first).toEqual(day('bookable'));
    expect(await second).toEqual(day('bookable'));
    const fresh = counted({ now: day('enquiry') });
    expect(await months.read('1001', '2026-12', '2', fresh)).toEqual(day('enquiry'));
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('keeps at most maxEntries months', async () => {
    const months = cache();
    const load = counted({ now: day('bookable') });
    for (const variant of ['1', '2', '3', '4']) await months.read('1001', '2026-12', variant, load);
    await months.read('1001', '2026-12', '1', load); // the oldest was dropped
    expect(load).toHaveBeenCalledTimes(5);
    await months.read('1001', '2026-12', '4', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('expires a month after its time to live', async () => {
    const months = createCalendarCache({ ttlMs: 30, maxEntries: 3, maxBytes: 100_000, log });
    const load = counted({ now: day('bookable') });
    await months.read('1001', '2026-12', '2', load);
    await months.read('1001', '2026-12', '2', load);
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await months.read('1001', '2026-12', '2', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("is told by every write that forgets a restaurant's day (bookings, cancellations, changes, holds)", async () => {
    calendarMonths.clear();
    const load = counted({ now: day('bookable') });
    await calendarMonths.read('1001', '2026-12', '2', load);
    await calendarMonths.read('1001', '2026-12', '2', load);
    expect(load).toHaveBeenCalledTimes(1);
    forgetBookedDay('1001', '2026-12-24');
    await calendarMonths.read('1001', '2026-12', '2', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
