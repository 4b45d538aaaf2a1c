import { monthNames, weekdayNames } from './month-names';

/**
 * Calendar arithmetic on YYYY-MM-DD dates in whole numbers, without Date: the booking engine does
 * it for every restaurant of every availability search, and a Date costs an allocation and a
 * parse each time (Next.js also wraps the Date constructor in its server).
 */

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function daysFromCivil(date: string): number {
  const month = Number(date.slice(5, 7));
  const year = Number(date.slice(0, 4)) - (month <= 2 ? 1 : 0);
  const day = Number(date.slice(8, 10));
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The YYYY-MM-DD date `days` after 1970-01-01 (H. Hinnant's civil_from_days). */
export function civilFromDays(days: number): string {
  const shifted = days + 719468;
  const era = Math.floor(shifted / 146097);
  const dayOfEra = shifted - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar date `days` after `date` (YYYY-MM-DD; negative goes back), whatever the zone. */
export function addCalendarDays(date: string, days: number): string {
  return civilFromDays(daysFromCivil(date) + days);
}

/** The weekday of a calendar date, Sunday = 0 (1970-01-01 was a Thursday). */
export function weekdayOfDate(date: string): number {
  return (((daysFromCivil(date) + 4) % 7) + 7) % 7;
}

/**
 * A calendar date in words, 'Saturday 1 May 2027', from the date alone: a booking's date is
 * already the London wall clock, so it needs no time zone (and no Intl formatter) to be named.
 */
export function longDate(date: string): string {
  const month = monthNames[Number(date.slice(5, 7)) - 1];
  return `${weekdayNames[weekdayOfDate(date)]} ${Number(date.slice(8, 10))} ${month} ${date.slice(0, 4)}`;
}
