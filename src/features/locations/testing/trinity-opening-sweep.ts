import type { HoursException, WeeklyHours } from '@/lib/content';

/**
 * Leeds Trinity's opening hours as the local content store has them, and what its page says at
 * each instant of the clock sweep (lib/clock/sweep-instants.ts). The unit test of openingState and
 * the restaurant page's end-to-end test both read this table, so they agree on every instant.
 */
export const trinityHours: WeeklyHours = {
  monday: { open: '11:30', close: '22:30' },
  tuesday: { open: '11:30', close: '22:30' },
  wednesday: { open: '11:30', close: '22:30' },
  thursday: { open: '11:30', close: '22:30' },
  friday: { open: '11:30', close: '23:00' },
  saturday: { open: '11:00', close: '23:00' },
  sunday: { open: '11:30', close: '22:00' },
};

export const trinityExceptions: HoursException[] = [
  { date: '2026-12-24', open: '11:30', close: '16:00', label: 'Christmas Eve' },
  { date: '2026-12-25', closed: true, label: 'Christmas Day' },
  { date: '2026-12-26', open: '12:00', close: '20:00', label: 'Boxing Day' },
  { date: '2026-12-31', open: '11:30', close: '00:30', label: "New Year's Eve" },
  { date: '2027-01-01', open: '13:00', close: '21:00', label: "New Year's Day" },
];

/** The opening state shown at each sweep instant: 'Open · closes 23:00'. */
export const trinityOpeningAt: Record<string, string> = {
  '2026-12-05T10:59:00Z': 'Closed · opens 11:00',
  '2026-12-05T11:01:00Z': 'Open · closes 23:00',
  '2026-12-05T22:59:00Z': 'Open · closes 23:00',
  '2026-12-05T23:01:00Z': 'Closed · opens 11:30',
  '2026-12-05T23:59:00Z': 'Closed · opens 11:30',
  '2026-12-06T12:00:00Z': 'Open · closes 22:00',
  '2027-03-28T00:59:00Z': 'Closed · opens 11:30',
  '2027-03-28T11:00:00Z': 'Open · closes 22:00',
  '2027-10-31T00:30:00Z': 'Closed · opens 11:30',
  '2027-10-31T01:30:00Z': 'Closed · opens 11:30',
  // Christmas Day is closed: the next opening is Boxing Day, a Saturday.
  '2026-12-24T23:59:00Z': 'Closed · opens Saturday 12:00',
  // New Year's Eve is open until 00:30, so still open a quarter past midnight.
  '2026-12-31T23:59:00Z': 'Open · closes 00:30',
  '2027-01-01T00:15:00Z': 'Open · closes 00:30',
};
