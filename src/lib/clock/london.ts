/** Every date and time the site shows or books is Europe/London wall clock, whatever the server's zone. */
export const siteTimeZone = 'Europe/London';

// Intl rather than date-fns-tz: the footer uses this on every page, so it must cost no bundle.
const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: siteTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The London calendar date (YYYY-MM-DD) at `instant`. */
export function londonDate(instant: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dateParts.formatToParts(instant).find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The London year at `instant` (the copyright line turns over at London's midnight). */
export function londonYear(instant: Date): number {
  return Number(londonDate(instant).slice(0, 4));
}
