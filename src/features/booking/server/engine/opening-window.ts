import type { HoursException, WeeklyHours } from '@/lib/content';
import { readableHours, weekdays } from '@/lib/content';
import { minutesOf, weekdayOf } from './london-time';

/** When a restaurant is open on one date, in minutes from that midnight (close may pass 1440). */
export interface OpeningWindow {
  open: number;
  close: number;
}

/**
 * The opening hours of a date: its exception if it has one (closed, or other hours), otherwise its
 * weekday's hours. A close time at or before the open time is after midnight. A day whose hours
 * the content gives unreadably (an editor's typo) is not booked online: no one knows when it opens.
 */
export function openingWindow(
  date: string,
  hours: WeeklyHours,
  exceptions: HoursException[],
): OpeningWindow | null {
  const exception = exceptions.find((candidate) => candidate.date === date);
  if (exception && 'closed' in exception) return null;
  const given = exception ?? hours[weekdays[weekdayOf(date)]!];
  const day = given && readableHours(given);
  if (!day) return null;
  const open = minutesOf(day.open);
  let close = minutesOf(day.close);
  if (close <= open) close += 1440;
  return { open, close };
}
