import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** Every booking date and time is Europe/London wall-clock time, whatever the server's zone. */
export const bookingTimeZone = 'Europe/London';

/** The wall-clock date (YYYY-MM-DD) and minute of the day in London at the instant `now`. */
export function londonClock(now: Date): { date: string; minutes: number } {
  const [date, time] = formatInTimeZone(now, bookingTimeZone, "yyyy-MM-dd'T'HH:mm").split('T');
  return { date: date!, minutes: minutesOf(time!) };
}

/** The instant of a London wall-clock date and time. */
export function londonInstant(date: string, time: string): Date {
  return fromZonedTime(`${date}T${time}:00`, bookingTimeZone);
}

/**
 * A date-time from the API as London wall clock: without a zone it already is; with Z or an offset
 * it is converted.
 */
export function toLondonWallClock(dateTime: string): { date: string; time: string } {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(dateTime)) {
    const [date, time] = formatInTimeZone(
      new Date(dateTime),
      bookingTimeZone,
      "yyyy-MM-dd'T'HH:mm",
    ).split('T');
    return { date: date!, time: time! };
  }
  return { date: dateTime.slice(0, 10), time: dateTime.slice(11, 16) };
}

/** Minutes since midnight of an HH:mm time. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** HH:mm of minutes since midnight (past midnight wraps: 1470 is 00:30). */
export function timeOf(minutes: number): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** The calendar date `days` after `date` (YYYY-MM-DD; negative goes back). */
export function addCalendarDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The weekday of a calendar date, Sunday = 0. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}
