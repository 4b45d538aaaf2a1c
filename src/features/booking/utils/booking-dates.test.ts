import { bookingTimes } from './booking-times';
import { formatBookingDate, parseDisplayDate } from './booking-dates';

describe('booking dates', () => {
  it('shows a date as dd/MM/yyyy', () => {
    expect(formatBookingDate('2026-12-05')).toBe('05/12/2026');
    expect(formatBookingDate('2026-03-29')).toBe('29/03/2026');
  });

  it('reads a typed date, refusing dates that do not exist', () => {
    expect(parseDisplayDate('05/12/2026')).toBe('2026-12-05');
    expect(parseDisplayDate(' 5/1/2027 ')).toBe('2027-01-05');
    expect(parseDisplayDate('31/02/2026')).toBeUndefined();
    expect(parseDisplayDate('2026-12-05')).toBeUndefined();
    expect(parseDisplayDate('')).toBeUndefined();
  });
});

describe('booking times', () => {
  it('runs every 15 minutes from 09:00 to 23:45', () => {
    expect(bookingTimes).toHaveLength(60);
    expect(bookingTimes.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(bookingTimes.at(-1)).toBe('23:45');
    expect(bookingTimes).toContain('19:30');
  });
});
