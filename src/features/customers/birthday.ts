import type { Birthday } from './server/customer-provider';

/** The year a birthday without one is stored with (spec 2 §5, §9: "Default birth year 1904"). */
export const defaultBirthYear = 1904;

/**
 * The days the day list offers for a month (spec 2 §5): February always has 29, so a birthday on
 * 29 February can be given whatever year is chosen, or none.
 */
export function daysInMonth(month: number): number {
  if (month === 2) return 29;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A birthday as an ISO date, the year 1904 when none was chosen (a leap year: 29 Feb is valid). */
export function birthDateOf({ day, month, year }: Birthday): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year || defaultBirthYear}-${pad(month)}-${pad(day)}`;
}

/** Epoch seconds (the spec's birthDate, spec 2 §3) of an ISO date at midnight UTC. */
export function epochSecondsOf(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / 1000;
}

/** The ISO date of epoch seconds. */
export function isoDateOf(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 10);
}
