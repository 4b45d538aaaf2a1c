const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
/**
 * A day's opening, each time HH:mm (read by describeTime): a close time earlier than the open time
 * means after midnight. No zod here: a restaurant's page shows its hours with this module, and
 * zod's parsers would be 30 KB of its first-load script.
 */
export interface DayHours {
  open: string;
  close: string;
}

/**
 * A day whose hours the content gives but the site cannot read (an editor's typo in a draft, such
 * as a close time of '4pm'). The restaurant stays on the site: diners are asked to call for that
 * day's hours, and the day is not booked online, as no one knows when the restaurant is open.
 */
export interface UnreadableHours {
  unreadable: true;
}

/** The hours of a day or date, or null when they are unreadable. */
export const readableHours = (day: DayHours | UnreadableHours): DayHours | null =>
  'unreadable' in day ? null : day;

/** A time field read: the time HH:mm, or what is wrong with it (`close '4pm' is not a time HH:mm`). */
export function describeTime(
  name: 'open' | 'close',
  value: unknown,
  whenClosed = 'neither when closed',
): { time: string; problem?: undefined } | { time?: undefined; problem: string } {
  if (typeof value === 'string' && timePattern.test(value)) return { time: value };
  if (value === undefined || value === null || value === '') {
    return { problem: `${name} is empty: give both times, or ${whenClosed}` };
  }
  return { problem: `${name} ${JSON.stringify(value).replace(/^"|"$/g, "'")} is not a time HH:mm` };
}
