import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { siteTimeZone, weekdayOfDate } from '@/lib/clock';

// Every booking date and time is London wall-clock time (siteTimeZone), whatever the server's zone.

/**
 * The wall-clock date (YYYY-MM-DD) and minute of the day in London at the instant `now`. Every
 * search asks it once per restaurant, and the answer changes once a minute, while the zone
 * conversion costs more than the rest of a restaurant's slots: the last minute's answer is kept.
 */
export function londonClock(now: Date): { date: string; minutes: number } {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastClock?.minute === minute) return { ...lastClock.clock };
  const [date, time] = formatInTimeZone(now, siteTimeZone, "yyyy-MM-dd'T'HH:mm").split('T');
  const clock = { date: date!, minutes: minutesOf(time!) };
  lastClock = { minute, clock };
  return { ...clock };
}

let lastClock: { minute: number; clock: { date: string; minutes: number } } | undefined;

/**
 * The instant of a London wall-clock date and time. The zone conversion costs more than the rest
 * of a booking's checks, and the same few hundred slots are asked for again and again: answers
 * are kept (a wall-clock time's instant never changes), up to `maxInstants` of them.
 */
export function londonInstant(date: string, time: string): Date {
  const key = `${date}T${time}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    ms = fromZonedTime(`${key}:00`, siteTimeZone).getTime();
    if (instants.size >= maxInstants) instants.clear();
    instants.set(key, ms);
  }
  return new Date(ms);
}

const maxInstants = 20_000;
const instants = new Map<string, number>();

/**
 * A date-time from the API as London wall clock: without a zone it already is; with Z or an offset
 * it is converted.
 */
export function toLondonWallClock(dateTime: string): { date: string; time: string } {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(dateTime)) {
    const [date, time] = formatInTimeZone(
      new Date(dateTime),
      siteTimeZone,
      "yyyy-MM-dd'T'HH:mm",
    ).split('T');
    return { date: date!, time: time! };
  }
  return { date: dateTime.slice(0, 10), time: dateTime.slice(11, 16) };
}

/** Minutes since midnight of an HH:mm time. */
export function minutesOf(time: string): number {
  const colon = time.indexOf(':');
  return Number(time.slice(0, colon)) * 60 + Number(time.slice(colon + 1, colon + 3));
}

/** HH:mm of minutes since midnight (past midnight wraps: 1470 is 00:30). */
export function timeOf(minutes: number): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** The weekday of a calendar date, Sunday = 0. */
export function weekdayOf(date: string): number {
  return weekdayOfDate(date);
}
