import { formatInTimeZone } from 'date-fns-tz';
import { addCalendarDays, civilFromDays, daysFromCivil, longDate } from './calendar-days';

/** What Date says, the way the engine worked it out before. */
function byDate(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

describe('calendar days in whole numbers', () => {
  it('counts days from 1970-01-01 as Date does, for every day from 1899 to 2201', () => {
    const first = Date.UTC(1899, 0, 1) / 86_400_000;
    const last = Date.UTC(2201, 11, 31) / 86_400_000;
    // The days that disagree, gathered: one expect per day would take seconds by itself.
    const wrong: string[] = [];
    for (let day = first; day <= last; day++) {
      const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (daysFromCivil(date) !== day || civilFromDays(day) !== date) wrong.push(date);
    }
    expect(wrong).toEqual([]);
  });

  it('adds and takes away days across months, leap days and years', () => {
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addCalendarDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addCalendarDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addCalendarDays('2026-11-25', 0)).toBe('2026-11-25');
    for (const date of ['2026-03-29', '2026-10-25', '2024-02-29', '1999-12-31']) {
      for (const days of [-400, -31, -1, 1, 14, 180, 365, 366, 1000]) {
        expect(addCalendarDays(date, days)).toBe(byDate(date, days));
      }
    }
  });

  it('names a date in words as date-fns does, for every day of 2026 to 2029', () => {
    expect(longDate('2027-05-01')).toBe('Saturday 1 May 2027');
    expect(longDate('2026-12-25')).toBe('Friday 25 December 2026');
    const wrong: string[] = [];
    for (let day = daysFromCivil('2026-01-01'); day <= daysFromCivil('2029-12-31'); day++) {
      const date = civilFromDays(day);
      const expected = formatInTimeZone(new Date(`${date}T12:00:00Z`), 'UTC', 'EEEE d MMMM yyyy');
      if (longDate(date) !== expected) wrong.push(`${longDate(date)} ≠ ${expected}`);
    }
    expect(wrong).toEqual([]);
  });
});
