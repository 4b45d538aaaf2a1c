import type { ContentProblem } from './content-problem';
import { readExceptions, type HoursException } from './opening-hours-exceptions';
import { describeTime, type DayHours, type UnreadableHours } from './opening-times';

export { readableHours, type DayHours, type UnreadableHours } from './opening-times';
export type { HoursException } from './opening-hours-exceptions';

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

/** Opening hours per weekday (Europe/London); a day left out is closed. */
export type WeeklyHours = Partial<Record<Weekday, DayHours | UnreadableHours>>;

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

/**
 * A restaurant's opening hours fields as the content holds them (contentful-migrations/20): per
 * weekday `mondayOpen` and `mondayClose` (HH:mm, both empty on a closed day), and
 * `hoursExceptions`, its linked exception entries (date, closed, open, close, label). Read
 * leniently, each by itself (`readOpeningHours`), so the shape takes anything.
 */
export type OpeningHoursFields = Partial<Record<`${Weekday}${'Open' | 'Close'}`, unknown>> & {
  hoursExceptions?: unknown;
};

/** The names of those fields. */
export const openingHoursFieldIds = [
  ...weekdays.flatMap((day) => [`${day}Open`, `${day}Close`] as const),
  'hoursExceptions',
] as const;

const weeklyField = 'Opening hours';

function readWeekly(fields: OpeningHoursFields, problems: ContentProblem[]): WeeklyHours {
  const present = (value: unknown) => value !== undefined && value !== null && value !== '';
  const given = weekdays.filter(
    (day) => present(fields[`${day}Open`]) || present(fields[`${day}Close`]),
  );
  if (given.length === 0) {
    // No restaurant is closed all week: its hours are missing (or were never moved from the JSON).
    problems.push({
      field: weeklyField,
      problem: 'no weekday has opening times: give each open day its open and close times',
    });
    return Object.fromEntries(weekdays.map((day) => [day, { unreadable: true }])) as WeeklyHours;
  }
  const hours: WeeklyHours = {};
  for (const day of given) {
    const open = describeTime('open', fields[`${day}Open`]);
    const close = describeTime('close', fields[`${day}Close`]);
    if (open.time !== undefined && close.time !== undefined) {
      hours[day] = { open: open.time, close: close.time };
      continue;
    }
    hours[day] = { unreadable: true };
    problems.push({
      field: `${weeklyField} › ${dayNames[day]}`,
      problem: [open.problem, close.problem].filter(Boolean).join('; '),
    });
  }
  return hours;
}

/**
 * A restaurant's opening hours from its content, whatever an editor left in a draft (Contentful
 * checks the times and dates only on publish): every day and date that can be read, the ones that
 * cannot marked unreadable, and what is wrong with each, so that a typo never takes a restaurant
 * off the site.
 */
export function readOpeningHours(fields: OpeningHoursFields): OpeningHoursRead {
  const contentProblems: ContentProblem[] = [];
  const hours = readWeekly(fields, contentProblems);
  const alternativeHours = readExceptions(fields.hoursExceptions, contentProblems);
  return { hours, alternativeHours, contentProblems };
}
