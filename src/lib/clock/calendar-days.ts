/** The calendar date `days` after `date` (YYYY-MM-DD; negative goes back), whatever the zone. */
export function addCalendarDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
