import { daysInMonth } from './birthday';
import { monthNames } from '@/lib/clock';

/** One choice of a select. */
export interface SelectOption {
  value: string;
  label: string;
}

/** The month select's choices, 1 to 12, by name. */
export const monthOptions: SelectOption[] = monthNames.map((label, index) => ({
  value: String(index + 1),
  label,
}));

/**
 * The day select's choices: as many days as the chosen month has (spec 2 §5: February always
 * 29), all 31 before a month is chosen.
 */
export function dayOptions(month: string | number): SelectOption[] {
  const days = Number(month) ? daysInMonth(Number(month)) : 31;
  return Array.from({ length: days }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1),
  }));
}

/** The year select's choices: this year back to 1900 (the schema's range), newest first. */
export function yearOptions(thisYear: number): SelectOption[] {
  return Array.from({ length: thisYear - 1900 + 1 }, (_, index) => {
    const year = String(thisYear - index);
    return { value: year, label: year };
  });
}
