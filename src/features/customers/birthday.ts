/**
 * A birthday as the forms take it: a day and a month, and the year only if the diner gave one.
 * It is not a calendar date: the day list offers 29 February with every year (spec 2 §5), and a
 * birthday is kept exactly as given, never moved to 1 March.
 */
export interface Birthday {
  /** 1-31, within the month (February: 29). */
  day: number;
  /** 1-12 */
  month: number;
  /** null when the diner chose no year. */
  year: number | null;
}

/**
 * The year that stands for "no year" in the spec's birthDate, epoch seconds (spec 2 §5, §9:
 * "Default birth year 1904"; a leap year, so 29 February has a date).
 */
export const defaultBirthYear = 1904;

/**
 * The days the day list offers for a month (spec 2 §5): February always has 29, so a birthday on
 * 29 February can be given whatever year is chosen, or none.
 */
export function daysInMonth(month: number): number {
  if (month === 2) return 29;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The birthday of the spec's birthDate in epoch seconds; the year 1904 is "no year". */
export function birthdayOfEpochSeconds(epochSeconds: number): Birthday {
  const date = new Date(epochSeconds * 1000);
  const year = date.getUTCFullYear();
  return {
    day: date.getUTCDate(),
    month: date.getUTCMonth() + 1,
    year: year === defaultBirthYear ? null : year,
  };
}
