import { parseDisplayDate } from '../../utils/booking-dates';
import type { UnavailableReason } from '../../booking-api.types';
import { dateMessages } from './date-messages';

/** The dates a diner may choose: from today, up to the booking horizon when it is known. */
export interface DateRange {
  /** Today's London date, YYYY-MM-DD. */
  first: string;
  /** The last bookable London date, YYYY-MM-DD; unknown, there is no end. */
  last?: string;
  /** The restaurant's days without a table for the party (its availability calendar), and why. */
  unavailable?: ReadonlyMap<string, UnavailableReason>;
}

/** What the date picker is told of the restaurant's days for the party (its availability calendar). */
export interface DayAvailability {
  /** The days from today on without a table for the party, and why. */
  unavailable: ReadonlyMap<string, UnavailableReason>;
  /** The first day from today with a table (or an enquiry), once known: the picker starts there. */
  firstWithTable?: string;
  /** The month the picker shows, YYYY-MM: its days are asked for. */
  onMonthShown: (month: string) => void;
  /**
   * A day the diner chose (clicked or typed) that the calendar has no table on, and why, until
   * they choose another: the journey offers what fits the reason ('Tell me if a table comes up'
   * on a full day, the call button where no table seats the party). Null otherwise.
   */
  refusedDay?: RefusedDay | null;
  /** Told of each refusal of a day the calendar explains, and when the refusal clears. */
  onRefusedDay?: (day: RefusedDay | null) => void;
}

/** A day of the restaurant's calendar the diner asked for and was refused, and why. */
export interface RefusedDay {
  date: string;
  reason: UnavailableReason;
}

/** The calendar's reason for a refused date, when the calendar is why it was refused. */
export function refusedDayOf(date: string | undefined, range: DateRange): RefusedDay | null {
  const reason = date === undefined ? undefined : range.unavailable?.get(date);
  return date !== undefined && reason ? { date, reason } : null;
}

/** Why a date cannot be chosen, in the diner's words, or null when it can. */
export function dateProblem(date: string, { first, last, unavailable }: DateRange): string | null {
  // YYYY-MM-DD strings compare in calendar order.
  if (date < first) return dateMessages.past;
  if (last && date > last) return dateMessages.beyondHorizon(last);
  const reason = unavailable?.get(date);
  return reason ? dateMessages.noTable(reason, date) : null;
}

/** A date kept inside the range: the keys of the calendar never move focus out of it. */
export function clampToRange(date: string, { first, last }: DateRange): string {
  if (date < first) return first;
  return last && date > last ? last : date;
}

/** What a typed text is: a date to choose, a problem to show, or a date still being typed. */
export type TypedDate = { date: string } | { problem: string; refused?: string } | { typing: true };

/**
 * Reads the date box. A whole dd/mm/yyyy is chosen or refused at once; anything shorter is still
 * being typed until the diner leaves the box (`finished`), when it is refused too. Every refusal
 * says why, so a typed date never reverts silently.
 */
export function readTypedDate(text: string, range: DateRange, finished: boolean): TypedDate {
  const typed = text.trim();
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(typed)) {
    return finished ? { problem: dateMessages.unreadable } : { typing: true };
  }
  const date = parseDisplayDate(typed);
  if (!date) return { problem: dateMessages.notInCalendar(typed) };
  const problem = dateProblem(date, range);
  return problem ? { problem, refused: date } : { date };
}
