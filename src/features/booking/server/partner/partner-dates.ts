import { toLondonWallClock } from '../engine/london-time';

/** The partner's date format of getRestrictions (spec 1 §7): Y-M-D, without leading zeros. */
export function partnerRestrictionsDate(date: string): string {
  return date
    .split('-')
    .map((part) => String(Number(part)))
    .join('-');
}

/** A date-time as London wall clock, YYYY-MM-DDTHH:mm, which is how the partner reads it. */
export function londonDateTime(dateTime: string): { dateTime: string; time: string } {
  const { date, time } = toLondonWallClock(dateTime);
  return { dateTime: `${date}T${time}`, time };
}
