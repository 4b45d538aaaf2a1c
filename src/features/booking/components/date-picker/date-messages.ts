import { longDate } from '@/lib/clock';

/** The date picker's texts, kept once here for the picker and its tests. */
export const dateMessages = {
  hint: 'Type the date as dd/mm/yyyy or choose it in the calendar.',
  /** The booking horizon, shown under the box so a diner knows how far ahead they can book. */
  bookableUntil: (lastDate: string) => `Tables can be booked up to ${longDate(lastDate)}.`,
  unreadable: 'Type the date as dd/mm/yyyy: day, month, then the year in full.',
  notInCalendar: (typed: string) => `${typed} is not a date in the calendar.`,
  past: 'That date has passed. Choose today or a later date.',
  beyondHorizon: (lastDate: string) =>
    `We take bookings up to ${longDate(lastDate)}. Choose that date or an earlier one.`,
} as const;
