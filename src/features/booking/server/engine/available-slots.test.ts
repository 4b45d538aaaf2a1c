import { availableSlots, availableSlotsAround, offersSlotAt, type Slot } from './available-slots';
import type { SeatedBooking } from './capacity';
import { addCalendarDays } from '@/lib/clock';
import { sweepInstants } from '@/lib/clock/sweep-instants';
import { londonClock, londonInstant, minutesOf, timeOf, weekdayOf } from './london-time';
import { testRules } from './testing/test-rules';

const rules = testRules();
const window = { open: 12 * 60, close: 22 * 60 };
const noon = (date: string) => londonInstant(date, '12:00');
const times = (slots: { time: string }[]) => slots.map((slot) => slot.time);

describe('availableSlots', () => {
  it('offers every 15 minutes from opening to the last seating before closing', () => {
    const slots = availableSlots({
      horizonDays: 180,
      rules,
      window,
      date: '2026-12-05',
      covers: 2,
      existing: [],
      now: noon('2026-12-01'),
    });
    expect(slots[0]!.time).toBe('12:00');
    expect(slots.at(-1)!.time).toBe('21:00'); // closes 22:00, last seating an hour before
    expect(slots).toHaveLength(37);
  });

  it('stays within the 09:00 to 23:45 grid, even past midnight closing', () => {
    const slots = availableSlots({
      horizonDays: 180,
      rules: testRules({ lastSeatingMinutesBeforeClose: 0 }),
      window: { open: 8 * 60, close: 24 * 60 + 30 },
      date: '2026-12-05',
      covers: 2,
      existing: [],
      now: noon('2026-12-01'),
    });
    expect(slots[0]!.time).toBe('09:00');
    expect(slots.at(-1)!.time).toBe('23:45');
  });

  it('offers nothing on a closed day or in the past', () => {
    expect(
      availableSlots({
        horizonDays: 180,
        rules,
        window: null,
        date: '2026-12-05',
        covers: 2,
        existing: [],
        now: noon('2026-12-01'),
      }),
    ).toEqual([]);
    expect(
      availableSlots({
        horizonDays: 180,
        rules,
        window,
        date: '2026-11-30',
        covers: 2,
        existing: [],
        now: noon('2026-12-01'),
      }),
    ).toEqual([]);
  });

  it('offers only later times today (London time)', () => {
    const now = londonInstant('2026-12-05', '18:10');
    const slots = availableSlots({
      horizonDays: 180,
      rules,
      window,
      date: '2026-12-05',
      covers: 2,
      existing: [],
      now,
    });
    expect(slots[0]!.time).toBe('18:15');
  });

  it('drops the times where capacity does not fit', () => {
    const existing = [{ startMinutes: 19 * 60, durationMinutes: 120, covers: 20, areaId: null }];
    const slots = times(
      availableSlots({
        horizonDays: 180,
        rules,
        window,
        date: '2026-12-05',
        covers: 2,
        existing,
        now: noon('2026-12-01'),
      }),
    );
    expect(slots).toContain('17:30'); // 90-minute turn ends at 19:00
    expect(slots).not.toContain('17:45');
    expect(slots).not.toContain('20:45');
    expect(slots).toContain('21:00');
  });

  it('never offers a same-day party of 25 or more', () => {
    const today = availableSlots({
      horizonDays: 180,
      rules,
      window,
      date: '2026-12-05',
      covers: 25,
      existing: [],
      now: londonInstant('2026-12-05', '09:00'),
    });
    expect(today).toEqual([]);
    const tomorrow = availableSlots({
      horizonDays: 180,
      rules,
      window,
      date: '2026-12-06',
      covers: 25,
      existing: [],
      now: londonInstant('2026-12-05', '09:00'),
    });
    expect(tomorrow.length).toBeGreaterThan(0);
    // A party of 25+ is an enquiry: open times, whatever the capacity.
    expect(tomorrow.every((slot) => slot.canEnquire)).toBe(true);
  });

  describe.each([
    ['spring forward', '2026-03-29'],
    ['fall back', '2026-10-25'],
  ])('on the clock-change day (%s)', (_name, date) => {
    it('keeps the London wall-clock grid and the right "now"', () => {
      // 11:00 London on both days, whether it is 10:00 UTC (BST) or 11:00 UTC (GMT).
      const now = londonInstant(date, '11:00');
      const slots = availableSlots({
        horizonDays: 180,
        rules,
        window,
        date,
        covers: 2,
        existing: [],
        now,
      });
      expect(slots[0]!.time).toBe('12:00');
      const lateMorning = availableSlots({
        horizonDays: 180,
        rules,
        window: { open: 9 * 60, close: 22 * 60 },
        date,
        covers: 2,
        existing: [],
        now,
      });
      expect(lateMorning[0]!.time).toBe('11:15');
    });
  });
});

describe('availableSlotsAround', () => {
  // Open 17:00-20:00 (last seating 19:00), so the day's slots are 17:00 to 19:00.
  const evening = {
    horizonDays: 180,
    rules,
    window: { open: 17 * 60, close: 20 * 60 },
    date: '2026-12-05',
    covers: 2,
    existing: [] as SeatedBooking[],
    now: noon('2026-12-01'),
  };
  /** A slot taken by bookings for the whole of its pacing. */
  const full = (time: string): SeatedBooking => ({
    startMinutes: minutesOf(time),
    durationMinutes: 90,
    covers: rules.coversPerSlot,
    areaId: null,
  });

  it('gives 3 before, the chosen time and 3 after', () => {
    const result = availableSlotsAround(evening, 18 * 60);
    expect(times(result.slots)).toEqual([
      '17:15',
      '17:30',
      '17:45',
      '18:00',
      '18:15',
      '18:30',
      '18:45',
    ]);
    expect(result.exactMatch).toBe(true);
  });

  it('says when the chosen time itself is not free, and skips full times', () => {
    const result = availableSlotsAround(
      { ...evening, existing: [full('18:00'), full('17:30')] },
      18 * 60,
    );
    expect(times(result.slots)).toEqual(['17:00', '17:15', '17:45', '18:15', '18:30', '18:45']);
    expect(result.exactMatch).toBe(false);
  });

  it('gives what there is near the ends of the day, or off the grid', () => {
    expect(times(availableSlotsAround(evening, 17 * 60).slots)).toEqual([
      '17:00',
      '17:15',
      '17:30',
      '17:45',
    ]);
    expect(times(availableSlotsAround(evening, 18 * 60 + 5).slots)).toEqual([
      '17:30',
      '17:45',
      '18:00',
      '18:15',
      '18:30',
      '18:45',
    ]);
    expect(availableSlotsAround(evening, 18 * 60 + 5).exactMatch).toBe(false);
    expect(availableSlotsAround({ ...evening, window: null }, 18 * 60)).toEqual({
      slots: [],
      exactMatch: false,
    });
  });

  it('is the nearest free slots of the whole day (and a time is offered when it is one), whatever is booked and whenever asked', () => {
    // The definition it must keep: the day's free slots, then 3 either side of the chosen time.
    const around = (slots: Slot[], chosen: number) => {
      const exact = slots.filter((slot) => slot.minutes === chosen);
      return {
        slots: [
          ...slots.filter((slot) => slot.minutes < chosen).slice(-3),
          ...exact,
          ...slots.filter((slot) => slot.minutes > chosen).slice(0, 3),
        ],
        exactMatch: exact.length > 0,
      };
    };
    let seed = 17;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 300; run++) {
      const open = 9 * 60 + random(40) * 15;
      const query = {
        horizonDays: 180,
        rules,
        window: { open, close: open + 60 + random(50) * 15 },
        date: '2026-12-05',
        covers: 1 + random(30),
        existing: Array.from({ length: random(12) }, () => full(timeOf(open + random(30) * 15))),
        now:
          random(3) === 0
            ? londonInstant('2026-12-05', timeOf(9 * 60 + random(60) * 15))
            : noon('2026-12-01'),
      };
      const chosen = 8 * 60 + random(70) * 15 + (random(4) === 0 ? 5 : 0);
      const slots = availableSlots(query);
      expect(availableSlotsAround(query, chosen)).toEqual(around(slots, chosen));
      expect(offersSlotAt(query, chosen)).toBe(slots.some((slot) => slot.minutes === chosen));
    }
  });
});

describe('availableSlots through the clock sweep', () => {
  // Open 11:00-23:00 every day, last seating at 22:00.
  const saturdayHours = { open: 11 * 60, close: 23 * 60 };

  it.each(sweepInstants)(
    '$label: today only after the London minute, tomorrow whole',
    ({ instant }) => {
      const now = new Date(instant);
      const { date: today, minutes: nowMinutes } = londonClock(now);
      const slotsOn = (date: string) =>
        availableSlots({
          horizonDays: 180,
          rules,
          window: saturdayHours,
          date,
          covers: 2,
          existing: [],
          now,
        });
      const todays = slotsOn(today);
      const firstFree = Math.max(11 * 60, Math.floor(nowMinutes / 15) * 15 + 15);
      const expectedToday = firstFree <= 22 * 60 ? (22 * 60 - firstFree) / 15 + 1 : 0;
      expect(todays).toHaveLength(expectedToday);
      expect(todays.every((slot) => slot.minutes > nowMinutes)).toBe(true);
      expect(slotsOn(addCalendarDays(today, 1))).toHaveLength(45); // 11:00 to 22:00, every 15 minutes
      expect(slotsOn(addCalendarDays(today, -1))).toEqual([]);
    },
  );
});

describe('the booking horizon', () => {
  const on = (date: string, horizonDays: number) =>
    availableSlots({
      rules,
      window,
      date,
      covers: 2,
      existing: [],
      now: noon('2026-12-01'),
      horizonDays,
    });

  it('offers the last day of the horizon and nothing after it', () => {
    expect(on('2027-05-30', 180)).toHaveLength(37); // 1 December + 180 days
    expect(on('2027-05-31', 180)).toEqual([]);
    expect(on('9999-12-31', 180)).toEqual([]);
  });

  it('follows a shorter horizon', () => {
    expect(on('2026-12-08', 7)).toHaveLength(37);
    expect(on('2026-12-09', 7)).toEqual([]);
  });
});

describe('londonClock', () => {
  it('answers each instant in its own minute, across midnight and a clock change', () => {
    // The last minute's answer is kept: a different minute must never get it.
    expect(londonClock(new Date('2026-10-25T00:59:30Z'))).toEqual({
      date: '2026-10-25',
      minutes: 119,
    });
    expect(londonClock(new Date('2026-10-25T00:59:59Z'))).toEqual({
      date: '2026-10-25',
      minutes: 119,
    });
    // 01:00 UTC: BST ends, London goes back to 01:00.
    expect(londonClock(new Date('2026-10-25T01:00:00Z'))).toEqual({
      date: '2026-10-25',
      minutes: 60,
    });
    expect(londonClock(new Date('2026-10-25T23:59:00Z'))).toEqual({
      date: '2026-10-25',
      minutes: 1439,
    });
    expect(londonClock(new Date('2026-10-26T00:00:00Z'))).toEqual({
      date: '2026-10-26',
      minutes: 0,
    });
    const kept = londonClock(new Date('2026-10-26T00:00:10Z'));
    kept.minutes = 999;
    expect(londonClock(new Date('2026-10-26T00:00:20Z')).minutes).toBe(0);
  });
});

describe('weekdayOf and minutesOf', () => {
  it('gives the weekday Date gives, Sunday = 0, for every day of 2020 to 2030', () => {
    for (let day = Date.UTC(2020, 0, 1); day <= Date.UTC(2030, 11, 31); day += 86_400_000) {
      const date = new Date(day);
      expect(weekdayOf(date.toISOString().slice(0, 10))).toBe(date.getUTCDay());
    }
  });

  it('reads HH:mm (and HH:mm:ss) as minutes since midnight', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('09:05')).toBe(545);
    expect(minutesOf('19:00:00')).toBe(1140);
    expect(minutesOf('23:45')).toBe(1425);
    expect(minutesOf('ab:cd')).toBeNaN();
  });
});
