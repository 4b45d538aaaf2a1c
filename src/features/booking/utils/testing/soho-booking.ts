import type { BookingCalendarDetails } from '../calendar';

/** A booking as the calendar links and file see it, with a menu name to escape (';', ','). */
export const sohoBooking: BookingCalendarDetails = {
  brand: 'Tavola',
  reference: 'TAV-7K2Q9X',
  restaurantName: 'London Soho',
  address: '12 Greek Street, London, W1D 4DJ',
  date: '2026-12-05',
  time: '19:30',
  adults: 2,
  children: 1,
  menu: 'Set menu; two courses, £25',
};
