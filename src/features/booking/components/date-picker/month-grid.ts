import {
  addDays,
  addMonths,
  addYears,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { parseBookingDate, toBookingDate } from '../../utils/booking-dates';

/** Weeks start on Monday in the UK. */
const weekStartsOn = 1;

/** 'YYYY-MM' of a booking date: the month it shows in. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month's name as a caption: 'December 2026'. */
export function monthCaption(date: string): string {
  return format(parseBookingDate(date), 'MMMM yyyy');
}

/** The weeks of the month of `date`, Monday first; days of other months are null. */
export function monthWeeks(date: string): (string | null)[][] {
  const first = startOfMonth(parseBookingDate(date));
  const days = eachDayOfInterval({
    start: startOfWeek(first, { weekStartsOn }),
    end: endOfWeek(endOfMonth(first), { weekStartsOn }),
  });
  const month = monthOf(date);
  const weeks: (string | null)[][] = [];
  days.forEach((day, index) => {
    if (index % 7 === 0) weeks.push([]);
    const value = toBookingDate(day);
    weeks.at(-1)!.push(monthOf(value) === month ? value : null);
  });
  return weeks;
}

/** The same day of the month `months` away, kept inside that month (31 Jan + 1 = 28 Feb). */
export function shiftMonths(date: string, months: number): string {
  return toBookingDate(addMonths(parseBookingDate(date), months));
}

/**
 * Where a key moves the focused date in the grid (the WAI-ARIA APG date picker): arrows by a day or
 * a week, Home and End to the week's ends, PageUp and PageDown by a month (with Shift, a year).
 */
export function dateAfterKey(date: string, key: string, shiftKey: boolean): string | undefined {
  const day = parseBookingDate(date);
  const moved = (() => {
    switch (key) {
      case 'ArrowLeft':
        return addDays(day, -1);
      case 'ArrowRight':
        return addDays(day, 1);
      case 'ArrowUp':
        return addDays(day, -7);
      case 'ArrowDown':
        return addDays(day, 7);
      case 'Home':
        return startOfWeek(day, { weekStartsOn });
      case 'End':
        return endOfWeek(day, { weekStartsOn });
      case 'PageUp':
        return shiftKey ? addYears(day, -1) : addMonths(day, -1);
      case 'PageDown':
        return shiftKey ? addYears(day, 1) : addMonths(day, 1);
      default:
        return undefined;
    }
  })();
  return moved && toBookingDate(moved);
}

/** The weekday column headers, Monday first. */
export const weekdays = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;
