import { daysFromCivil } from '@/lib/clock';
import type { CalendarDay } from '../booking-api.types';

/**
 * The days nearest `date` with a table (or an enquiry), from today on and never `date` itself: up
 * to `count`, the nearer first (the earlier of two as near), then shown in calendar order.
 */
export function nearestDaysWithTable(
  days: readonly CalendarDay[],
  date: string,
  today: string,
  count = 3,
): string[] {
  const chosen = daysFromCivil(date);
  return days
    .filter((day) => day.status !== 'unavailable' && day.date >= today && day.date !== date)
    .map((day) => ({ date: day.date, distance: Math.abs(daysFromCivil(day.date) - chosen) }))
    .sort((a, b) => a.distance - b.distance || a.date.localeCompare(b.date))
    .slice(0, count)
    .map((day) => day.date)
    .sort();
}
