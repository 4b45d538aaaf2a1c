import { isCalendarDate } from '@/lib/validation';
import type { ContentProblem } from './content-problem';
import { describeTime, type DayHours, type UnreadableHours } from './opening-times';

/** An exception for one date: closed all day, other hours, or hours the site cannot read. */
export type HoursException =
  | { date: string; closed: true; label?: string }
  | (DayHours & { date: string; label?: string })
  | (UnreadableHours & { date: string; label?: string });

const exceptionsField = 'Opening hours exceptions';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The date of an exception entry: Contentful's Date field holds `2026-12-25`, or a date and time
 * (`2026-12-25T00:00+00:00`) when its editor is not set to the date only; the date part is the one.
 */
function dateOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const date = value.slice(0, 10);
  return (value.length === 10 || value[10] === 'T') && isCalendarDate(date) ? date : undefined;
}

/**
 * The restaurant's linked exception entries (already resolved and made plain; a link to an entry
 * not published is gone). Each is read alone: one with wrong times marks its date unreadable, one
 * without a readable date cannot be placed on any day and is left out, named.
 */
export function readExceptions(raw: unknown, problems: ContentProblem[]): HoursException[] {
  if (raw === undefined || raw === null) return [];
  const list = Array.isArray(raw) ? raw : [];
  const exceptions: HoursException[] = [];
  list.forEach((value: unknown, index) => {
    const item = isRecord(value) ? value : {};
    const label = typeof item.label === 'string' && item.label !== '' ? item.label : undefined;
    const date = dateOf(item.date);
    const named = [date ?? `number ${index + 1}`, label].filter(Boolean).join(' ');
    const field = `${exceptionsField} › ${named}`;
    if (date === undefined) {
      const given =
        item.date === undefined ? 'has no date' : `date '${String(item.date)}' is not a date`;
      problems.push({ field, problem: `${given}: the exception is left out` });
      return;
    }
    const labelled = label === undefined ? {} : { label };
    if (item.closed === true) {
      exceptions.push({ closed: true, ...labelled, date });
      return;
    }
    if (item.open === undefined && item.close === undefined) {
      problems.push({
        field,
        problem: "no times given: give the open and close times, or tick 'Closed all day'",
      });
      exceptions.push({ date, unreadable: true, label });
      return;
    }
    const open = describeTime('open', item.open, "tick 'Closed all day'");
    const close = describeTime('close', item.close, "tick 'Closed all day'");
    if (open.time !== undefined && close.time !== undefined) {
      exceptions.push({ open: open.time, close: close.time, ...labelled, date });
      return;
    }
    problems.push({ field, problem: [open.problem, close.problem].filter(Boolean).join('; ') });
    exceptions.push({ date, unreadable: true, label });
  });
  return exceptions;
}
