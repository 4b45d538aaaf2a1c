import fc from 'fast-check';
import { addCalendarDays } from '@/lib/clock';
import { sweepInstants } from '@/lib/clock/sweep-instants';
import { availableSlots } from './available-slots';
import type { BookingRules } from './booking-rules.schema';
import {
  calendarMonth,
  datesOfMonth,
  type CalendarDay,
  type CalendarQuery,
} from './calendar-month';
import type { SeatedBooking } from './capacity';
import { defaultBookingRules } from './default-rules';
import { londonClock, londonInstant, timeOf } from './london-time';
import { coversAllowed, menusFor, occasionFor, servesAt } from './occasions';
import type { OpeningWindow } from './opening-window';
import { testRules } from './testing/test-rules';

const rules = testRules();
const evening: OpeningWindow = { open: 17 * 60, close: 22 * 60 };
const statusOf = (days: CalendarDay[], date: string) => days.find((day) => day.date === date);

/** A month for a party of 2, open 17:00-22:00 but on Mondays, asked on 1 December 2026 at noon. */
function december(overrides: Partial<CalendarQuery> = {}): CalendarDay[] {
  return calendarMonth({
    rules,
    month: '2026-12',
    covers: 2,
    menuIds: [],
    windowOn: (date) => (new Date(`${date}T12:00Z`).getUTCDay() === 1 ? null : evening),
    existingOn: () => [],
    now: londonInstant('2026-12-01', '12:00'),
    horizonDays: 180,
    ...overrides,
  });
}

describe('datesOfMonth', () => {
  it('gives every date of the month, leap years included', () => {
    expect(datesOfMonth('2026-12')).toHaveLength(31);
    expect(datesOfMonth('2026-12').at(-1)).toBe('2026-12-31');
    expect(datesOfMonth('2027-02')).toHaveLength(28);
    expect(datesOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(datesOfMonth('2026-04')[0]).toBe('2026-04-01');
  });
});

describe('calendarMonth', () => {
  it('says which days have a table and why the others have none', () => {
    const full: SeatedBooking[] = [
      { startMinutes: 17 * 60, durationMinutes: 300, covers: 20, areaId: null },
    ];
    const days = december({
      existingOn: (date) => (date === '2026-12-05' ? full : []),
      now: londonInstant('2026-12-03', '20:30'),
      horizonDays: 20,
    });
    expect(days).toHaveLength(31);
    expect(statusOf(days, '2026-12-02')).toEqual({
      date: '2026-12-02',
      status: 'unavailable',
      reason: 'past',
    });
    // Today at 20:30: 21:00 (the last seating) is still ahead.
    expect(statusOf(days, '2026-12-03')!.status).toBe('bookable');
    expect(statusOf(days, '2026-12-04')!.status).toBe('bookable');
    expect(statusOf(days, '2026-12-05')).toMatchObject({ reason: 'full' });
    expect(statusOf(days, '2026-12-07')).toMatchObject({ reason: 'closed' }); // a Monday
    expect(statusOf(days, '2026-12-23')!.status).toBe('bookable'); // 3 December + 20 days
    expect(statusOf(days, '2026-12-24')).toMatchObject({ reason: 'beyond-horizon' });
  });

  it('calls today past once its last seating has gone', () => {
    const days = december({ now: londonInstant('2026-12-03', '21:05') });
    expect(statusOf(days, '2026-12-03')).toMatchObject({ status: 'unavailable', reason: 'past' });
    expect(statusOf(days, '2026-12-04')!.status).toBe('bookable');
  });

  it('answers enquiry for a party of the enquiry size, whatever is booked, but never on the day', () => {
    const full: SeatedBooking[] = [
      { startMinutes: 17 * 60, durationMinutes: 300, covers: 20, areaId: null },
    ];
    const days = december({
      covers: 30,
      existingOn: () => full,
      now: londonInstant('2026-12-04', '10:00'),
    });
    expect(statusOf(days, '2026-12-05')!.status).toBe('enquiry');
    expect(statusOf(days, '2026-12-04')).toMatchObject({ reason: 'not-offered' });
    const noEnquiries = december({ rules: testRules({ acceptEnquiries: false }), covers: 30 });
    // Thirty never fit its pacing, booked or not: nothing to wait for (a full day says 'full').
    expect(statusOf(noEnquiries, '2026-12-05')).toMatchObject({ reason: 'no-tables' });
  });

  it('follows the occasion asked for: an event only in its season, and only its menus', () => {
    const seasonal = { ...defaultBookingRules('test'), horizonDays: 400 };
    const days = december({ rules: seasonal, covers: 10, occasionId: 'christmas-party' });
    expect(statusOf(days, '2026-12-24')!.status).toBe('bookable');
    expect(statusOf(days, '2026-12-26')).toMatchObject({ reason: 'not-offered' });
    // Too small a party for the event; a menu the table does not serve; one served until 18:00.
    const small = december({ rules: seasonal, covers: 4, occasionId: 'christmas-party' });
    expect(statusOf(small, '2026-12-10')).toMatchObject({ reason: 'not-offered' });
    const wrongMenu = december({ rules: seasonal, menuIds: ['christmas-menu'] });
    expect(statusOf(wrongMenu, '2026-12-10')).toMatchObject({ reason: 'not-offered' });
    const setMenu = december({
      rules: seasonal,
      menuIds: ['set-menu'],
      windowOn: () => ({ open: 18 * 60, close: 23 * 60 }),
    });
    expect(statusOf(setMenu, '2026-12-10')).toMatchObject({ reason: 'not-offered' });
  });

  it('counts a live hold as seated, like the slots', () => {
    const held: SeatedBooking[] = [
      {
        startMinutes: 17 * 60,
        durationMinutes: 300,
        covers: 20,
        areaId: null,
        heldBy: 'session-1',
      },
    ];
    const days = december({ existingOn: (date) => (date === '2026-12-10' ? held : []) });
    expect(statusOf(days, '2026-12-10')).toMatchObject({ reason: 'full' });
    expect(statusOf(days, '2026-12-11')!.status).toBe('bookable');
  });
});

/**
 * The slots call for one day (embedded-provider.ts `slots`), stated once more in the words it was
 * first written in: the occasion of the date, its menus and area, `availableSlots` when the
 * occasion takes the party, only while every chosen menu is served.
 */
function slotsCallFor(query: CalendarQuery, date: string): { time: string; canEnquire: boolean }[] {
  const occasion = occasionFor(query.rules, date, query.occasionId);
  if (!occasion) return [];
  const occasionMenus = menusFor(query.rules, occasion);
  const menus = query.menuIds.map((id) => occasionMenus.find((menu) => menu.id === id));
  if (menus.some((menu) => !menu)) return [];
  if (!coversAllowed(occasion, query.covers)) return [];
  return availableSlots({
    rules: query.rules,
    window: query.windowOn(date),
    date,
    covers: query.covers,
    existing: query.existingOn(date),
    now: query.now,
    horizonDays: query.horizonDays,
    areaId: query.areaId,
  }).filter(({ time }) => menus.every((menu) => servesAt(menu!, time)));
}

describe('the calendar agrees with the slots for every day of a month', () => {
  const seated = fc.record({
    day: fc.integer({ min: 0, max: 30 }),
    startMinutes: fc.integer({ min: 36, max: 95 }).map((quarter) => quarter * 15),
    durationMinutes: fc.constantFrom(90, 120, 150),
    covers: fc.integer({ min: 1, max: 30 }),
    areaId: fc.constantFrom(null, 'restaurant', 'terrace'),
    heldBy: fc.option(fc.constantFrom('session-1', 'session-2'), { nil: undefined }),
  });
  const scenario = fc.record({
    seats: fc.integer({ min: 4, max: 60 }),
    coversPerSlot: fc.integer({ min: 2, max: 30 }),
    lastSeating: fc.constantFrom(0, 30, 60, 90),
    horizonDays: fc.integer({ min: 1, max: 60 }),
    acceptEnquiries: fc.boolean(),
    closedWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
    opens: fc.integer({ min: 32, max: 80 }).map((quarter) => quarter * 15),
    hoursOpen: fc.integer({ min: 1, max: 14 }),
    closedDates: fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 4 }),
    covers: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 40 })),
    occasionId: fc.constantFrom(undefined, 'table', 'christmas-party'),
    menuIds: fc.constantFrom([], ['set-menu'], ['a-la-carte'], ['christmas-menu']),
    areaId: fc.constantFrom(undefined, 'restaurant', 'terrace'),
    monthOffset: fc.constantFrom(-1, 0, 0, 0, 1, 2),
    seatedList: fc.array(seated, { maxLength: 40 }),
    // Days filled from opening to closing, by bookings or by holds (a held table is seated too).
    fullDays: fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 12 }),
    fullByHolds: fc.boolean(),
  });

  it.each(sweepInstants)('$label', ({ instant }) => {
    const now = new Date(instant);
    const today = londonClock(now).date;
    fc.assert(
      fc.property(scenario, (s) => {
        const base = defaultBookingRules('property');
        const rulesOfRun: BookingRules = {
          ...base,
          seats: s.seats,
          coversPerSlot: s.coversPerSlot,
          lastSeatingMinutesBeforeClose: s.lastSeating,
          acceptEnquiries: s.acceptEnquiries,
          areas: [
            { id: 'restaurant', name: 'Restaurant', seats: Math.max(1, s.seats - 10) },
            { id: 'terrace', name: 'Terrace', seats: 10 },
          ],
        };
        const firstOfToday = `${today.slice(0, 7)}-01`;
        const month = addCalendarDays(
          firstOfToday,
          s.monthOffset * 31 + (s.monthOffset < 0 ? 0 : 1),
        ).slice(0, 7);
        const dates = datesOfMonth(month);
        const query: CalendarQuery = {
          rules: rulesOfRun,
          month,
          covers: s.covers,
          occasionId: s.occasionId,
          menuIds: [...s.menuIds],
          areaId: s.areaId,
          windowOn: (date) =>
            s.closedDates.some((day) => dates[day] === date) ||
            s.closedWeekdays.includes(new Date(`${date}T12:00Z`).getUTCDay())
              ? null
              : { open: s.opens, close: s.opens + s.hoursOpen * 60 },
          existingOn: (date) => [
            ...s.seatedList
              .filter((booking) => dates[booking.day] === date)
              .map(({ day: _day, ...booking }) => booking),
            ...(s.fullDays.some((day) => dates[day] === date)
              ? [
                  {
                    startMinutes: 9 * 60,
                    durationMinutes: 15 * 60,
                    covers: s.seats,
                    areaId: null,
                    ...(s.fullByHolds ? { heldBy: 'session-3' } : {}),
                  },
                ]
              : []),
          ],
          now,
          horizonDays: s.horizonDays,
        };
        const days = calendarMonth(query);
        expect(days.map((day) => day.date)).toEqual(dates);
        for (const day of days) {
          const times = slotsCallFor(query, day.date);
          const expected =
            times.length === 0
              ? 'unavailable'
              : times.every((t) => t.canEnquire)
                ? 'enquiry'
                : 'bookable';
          expect({ date: day.date, status: day.status }).toEqual({
            date: day.date,
            status: expected,
          });
          if (day.status !== 'unavailable') continue;
          // The reason is a true one.
          if (day.reason === 'past') expect(day.date <= today).toBe(true);
          if (day.reason === 'beyond-horizon')
            expect(day.date > addCalendarDays(today, s.horizonDays)).toBe(true);
          if (day.reason === 'closed') expect(day.date >= today).toBe(true);
          if (day.reason === 'full') expect(query.windowOn(day.date)).not.toBeNull();
        }
      }),
      { numRuns: 60, seed: 35, endOnFailure: true },
    );
  });

  it('reads the clock change days as London dates', () => {
    // Clocks go forward on 28 March 2027 and back on 31 October 2027: every date is there once.
    expect(datesOfMonth('2027-03').filter((date) => date === '2027-03-28')).toHaveLength(1);
    const days = december({ month: '2027-03', now: londonInstant('2027-03-28', '12:00') });
    expect(statusOf(days, '2027-03-27')).toMatchObject({ reason: 'past' });
    expect(statusOf(days, '2027-03-28')!.status).toBe('bookable');
    expect(timeOf(17 * 60)).toBe('17:00');
  });
});
