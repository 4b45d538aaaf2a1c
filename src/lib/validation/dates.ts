import { z } from 'zod';

/**
 * Dates and times exactly as written, calendar-strict (ARCHITECTURE §7): `Date.parse` would turn
 * 2027-02-30 into 2 March and read 2027-13-01 or 25:61 as an error later, deep in a query. Every
 * date the site takes is checked here first, so a bad one is a 400 naming the field.
 */
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|([+-])(\d{2}):(\d{2}))?$/;

/** True for a real calendar date YYYY-MM-DD from 1900 to 2999 (29 February only in leap years). */
export function isCalendarDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * True for YYYY-MM-DDTHH:mm, with optional seconds (and fraction), and an optional Z or ±HH:MM
 * offset of at most 14 hours: each part in range, the date a real one.
 */
export function isDateTime(value: string): boolean {
  const match = dateTimePattern.exec(value);
  if (!match) return false;
  const [, date, hours, minutes, seconds, sign, offsetHours, offsetMinutes] = match;
  if (!isCalendarDate(date!) || Number(hours) > 23 || Number(minutes) > 59) return false;
  if (seconds !== undefined && Number(seconds) > 59) return false;
  if (sign !== undefined) {
    const offset = Number(offsetHours) * 60 + Number(offsetMinutes);
    if (Number(offsetMinutes) > 59 || offset > 14 * 60) return false;
  }
  return true;
}

/** A calendar date, YYYY-MM-DD. */
export const calendarDateSchema = z
  .string()
  .max(10)
  .refine(isCalendarDate, 'Expected a real date such as 2026-12-05');

/** A date and time, YYYY-MM-DDTHH:mm[:ss][Z|±HH:MM]. */
export const dateTimeSchema = z
  .string()
  .max(40)
  .refine(isDateTime, 'Expected a real date and time such as 2026-12-05T19:30');

/** A whole number in a query string: decimal digits only (not `0x10`, `1e2` or ` 2`). */
export const queryIntegerSchema = (min: number, max: number) =>
  z
    .string()
    .max(6, 'Expected a whole number')
    .regex(/^\d{1,6}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
