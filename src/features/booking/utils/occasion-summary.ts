/**
 * What was booked, in the diner's words, for an event occasion: 'Christmas party for 8 guests'.
 * The thanks panel and the confirmation e-mail say it the same way.
 */
export function occasionSummary(name: string, guests: number): string {
  return `${name} for ${guests} guest${guests === 1 ? '' : 's'}`;
}
