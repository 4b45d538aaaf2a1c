import { format } from 'date-fns';

/**
 * Booking dates travel as London calendar dates, 'YYYY-MM-DD' strings. Calendar arithmetic on them
 * uses a local Date at midnight only as a vehicle for year, month and day: whatever the browser's
 * zone, adding days to it gives the next calendar day, so no instant ever leaks into a date.
 */
export function parseBookingDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

export function toBookingDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The date as diners in the UK read it: 05/12/2026. */
export function formatBookingDate(date: string): string {
  return format(parseBookingDate(date), 'dd/MM/yyyy');
}

/** A typed dd/MM/yyyy (or d/M/yyyy) date as 'YYYY-MM-DD', or undefined when it is no real date. */
export function parseDisplayDate(text: string): string | undefined {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  // new Date rolls 31/02 over into March: a real date comes back with the same parts.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return undefined;
  }
  return toBookingDate(date);
}
