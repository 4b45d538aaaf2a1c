import { z } from 'zod';
import { calendarDateSchema } from '@/lib/validation';
import type { ContentProblem } from './content-problem';

/** The days of the week, Sunday first as in spec 2 §3 "Opening hours". */
export const weekdays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof weekdays)[number];

const timeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a 24-hour time such as 09:30');

/** A day's opening: a close time earlier than the open time means after midnight. */
export const dayHoursSchema = z.object({ open: timeSchema, close: timeSchema });
export type DayHours = z.infer<typeof dayHoursSchema>;

/**
 * A day whose hours the content gives but the site cannot read (an editor's typo such as
 * `"close": "4pm"`). The restaurant stays on the site: diners are asked to call for that day's
 * hours, and the day is not booked online, as no one knows when the restaurant is open.
 */
export interface UnreadableHours {
  unreadable: true;
}

/** Opening hours per weekday (Europe/London); a day left out is closed. */
export type WeeklyHours = Partial<Record<Weekday, DayHours | UnreadableHours>>;

/** An exception for one date: closed all day, other hours, or hours the site cannot read. */
export type HoursException =
  | { date: string; closed: true; label?: string }
  | (DayHours & { date: string; label?: string })
  | (UnreadableHours & { date: string; label?: string });

/** The hours of a day or date, or null when they are unreadable. */
export const readableHours = (day: DayHours | UnreadableHours): DayHours | null =>
  'unreadable' in day ? null : day;

export interface OpeningHoursRead {
  hours: WeeklyHours;
  alternativeHours: HoursException[];
  contentProblems: ContentProblem[];
}

const dayNames: Record<Weekday, string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

const weeklyField = 'Opening hours';
const exceptionsField = 'Opening hours exceptions';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `close: Expected a 24-hour time such as 09:30 (it says "4pm")`, the issues joined by `; `. */
function describe(error: z.ZodError, value: unknown, field?: string): string {
  return error.issues
    .map((issue) => {
      const key = field ?? issue.path.join('.');
      const given = key && isRecord(value) ? value[key] : undefined;
      const shown = given === undefined ? '' : ` (it says ${JSON.stringify(given)})`;
      return `${key ? `${key}: ` : ''}${issue.message}${shown}`;
    })
    .join('; ');
}

function readWeekly(raw: unknown, problems: ContentProblem[]): WeeklyHours {
  const allUnreadable = Object.fromEntries(
    weekdays.map((day) => [day, { unreadable: true }]),
  ) as WeeklyHours;
  if (!isRecord(raw)) {
    problems.push({
      field: weeklyField,
      problem:
        'Expected each open weekday with its open and close times, such as "monday": { "open": "11:30", "close": "22:00" }',
    });
    return allUnreadable;
  }
  const hours: WeeklyHours = {};
  const strays = Object.keys(raw).filter((key) => !(weekdays as readonly string[]).includes(key));
  for (const stray of strays) {
    problems.push({
      field: weeklyField,
      problem: `"${stray}" is not a weekday: use sunday, monday, tuesday, wednesday, thursday, friday or saturday`,
    });
  }
  for (const day of weekdays) {
    if (!(day in raw)) {
      // A day left out is closed, unless a misspelt day may have been meant for it.
      if (strays.length > 0) hours[day] = { unreadable: true };
      continue;
    }
    const parsed = dayHoursSchema.safeParse(raw[day]);
    if (parsed.success) hours[day] = parsed.data;
    else {
      hours[day] = { unreadable: true };
      problems.push({
        field: `${weeklyField}, ${dayNames[day]}`,
        problem: describe(parsed.error, raw[day]),
      });
    }
  }
  return hours;
}

const labelSchema = z.string().optional();
const closedSchema = z.object({ closed: z.literal(true), label: labelSchema });
const otherHoursSchema = dayHoursSchema.extend({ label: labelSchema });

function readExceptions(raw: unknown, problems: ContentProblem[]): HoursException[] {
  if (raw === undefined || raw === null) return [];
  const list = isRecord(raw) ? raw.exceptions : undefined;
  if (!Array.isArray(list)) {
    problems.push({
      field: exceptionsField,
      problem:
        'Expected { "exceptions": [ ... ] }, each with a date and either "closed": true or open and close times',
    });
    return [];
  }
  const exceptions: HoursException[] = [];
  list.forEach((value: unknown, index) => {
    const item = isRecord(value) ? value : {};
    const date = calendarDateSchema.safeParse(item.date);
    const times = ('closed' in item ? closedSchema : otherHoursSchema).safeParse(item);
    if (date.success && times.success) {
      exceptions.push({ ...times.data, date: date.data } as HoursException);
      return;
    }
    const issues = [
      date.success ? '' : describe(date.error, item, 'date'),
      times.success ? '' : describe(times.error, item),
    ].filter(Boolean);
    problems.push({
      field: `${exceptionsField}, ${date.success ? date.data : `number ${index + 1}`}`,
      // A dated exception whose times are wrong still marks its date; one with no readable date
      // cannot be placed on any day.
      problem: date.success ? issues.join('; ') : `${issues.join('; ')}: the exception is left out`,
    });
    const label = typeof item.label === 'string' ? item.label : undefined;
    if (date.success) exceptions.push({ date: date.data, unreadable: true, label });
  });
  return exceptions;
}

/**
 * A restaurant's opening hours from its content, whatever an editor typed: every day and date
 * that can be read, the ones that cannot marked unreadable, and what is wrong with each, so that
 * one typo never takes a restaurant off the site (it used to fail the whole entry).
 */
export function readOpeningHours(rawHours: unknown, rawExceptions: unknown): OpeningHoursRead {
  const contentProblems: ContentProblem[] = [];
  const hours = readWeekly(rawHours, contentProblems);
  const alternativeHours = readExceptions(rawExceptions, contentProblems);
  return { hours, alternativeHours, contentProblems };
}
