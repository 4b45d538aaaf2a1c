import type { CalendarResponse, SlotsResponse } from '../../booking-api.types';
import { datesOfMonth } from '../engine/calendar-month';

/**
 * The partner's API has no calendar: its timeslots call takes up to 31 dates at once, so a month
 * is one call for the dates from today on (`datesToAsk`), and each day is bookable when it offers
 * a time, as for the journey's own slots call. The partner does not say why a day has none, so
 * such a day is only `no-tables` (`past` before today).
 */
export function datesToAsk(month: string, today: string): string[] {
  return datesOfMonth(month).filter((date) => date >= today);
}

export function partnerCalendar(
  month: string,
  today: string,
  answer: SlotsResponse,
): CalendarResponse {
  const timesOn = new Map(answer.dates.map((day) => [day.date, day.times]));
  return {
    month,
    days: datesOfMonth(month).map((date) => {
      const times = timesOn.get(date) ?? [];
      if (times.length > 0) {
        return { date, status: times.every((time) => time.canEnquire) ? 'enquiry' : 'bookable' };
      }
      return { date, status: 'unavailable', reason: date < today ? 'past' : 'no-tables' };
    }),
  };
}
