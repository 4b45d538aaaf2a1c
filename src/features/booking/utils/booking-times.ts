import { siteTimeZone } from '@/lib/clock';

const quarter = 15;
const firstMinutes = 9 * 60;
const lastMinutes = 23 * 60 + 45;

function timeOfMinutes(minutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}

/** The times a diner can ask for: every 15 minutes from 09:00 to 23:45 (spec 1 §9). */
export const bookingTimes: readonly string[] = Array.from(
  { length: (lastMinutes - firstMinutes) / quarter + 1 },
  (_, index) => timeOfMinutes(firstMinutes + index * quarter),
);

// Intl rather than date-fns-tz: the journey's bundle stays small, and the zone is London's whatever
// the browser's or the server's.
const londonHourMinute = new Intl.DateTimeFormat('en-GB', {
  timeZone: siteTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since London's midnight at `instant`, to the minute. */
function londonMinutes(instant: Date): number {
  const parts = londonHourMinute.formatToParts(instant);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)!.value);
  return part('hour') * 60 + part('minute');
}

/**
 * The date-time helper of spec 1 §9: London wall-clock time at `instant` rounded to the nearest 15
 * minutes, as minutes since midnight (19:07 is 19:00, 19:08 is 19:15; 23:53 is 24:00).
 */
export function nearestQuarterHour(instant: Date): number {
  const seconds = londonMinutes(instant) * 60 + instant.getUTCSeconds();
  return Math.round(seconds / (quarter * 60)) * quarter;
}

/**
 * Where a same-day search starts: the current time rounded to the nearest quarter hour, or the
 * quarter after it when that is already past (a table cannot be booked for 19:00 at 19:05), and
 * never before the grid's 09:00. Undefined once 23:45 has gone: no time is left today.
 */
export function firstBookableTimeToday(instant: Date): string | undefined {
  const rounded = nearestQuarterHour(instant);
  const now = londonMinutes(instant) + instant.getUTCSeconds() / 60;
  const start = Math.max(firstMinutes, rounded > now ? rounded : rounded + quarter);
  return start > lastMinutes ? undefined : timeOfMinutes(start);
}

/**
 * The time a search asks for: on `today` a time already past moves on to the first bookable one;
 * any other date keeps the diner's time.
 */
export function searchTime(
  { date, time }: { date: string | null; time: string },
  today: string,
  instant: Date,
): string {
  if (date !== today) return time;
  const first = firstBookableTimeToday(instant);
  return first && time < first ? first : time;
}
