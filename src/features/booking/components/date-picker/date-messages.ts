import { longDate } from '@/lib/clock';
import type { UnavailableReason } from '../../booking-api.types';

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
  /** Why a day of the restaurant has no table, as the calendar marks it and reads it out. */
  dayLabel: {
    full: 'Fully booked',
    closed: 'Closed',
    'not-offered': 'Not available',
    'no-tables': 'No tables',
    past: 'No tables left today',
    'beyond-horizon': 'Not yet bookable',
  },
  /** The same, shortened under the day's number (a day is about 3 rem wide at 390 px). */
  dayMark: {
    full: 'Full',
    closed: 'Closed',
    'not-offered': '',
    'no-tables': 'None',
    past: '',
    'beyond-horizon': '',
  },
  /** A day without a table, typed or clicked: why, and what to do instead. */
  noTable: (reason: UnavailableReason, date: string) => {
    if (reason === 'full') return `We're fully booked on ${longDate(date)}. Choose another date.`;
    if (reason === 'closed')
      return `The restaurant is closed on ${longDate(date)}. Choose another date.`;
    return `There are no tables for your party on ${longDate(date)}. Choose another date.`;
  },
} as const;
