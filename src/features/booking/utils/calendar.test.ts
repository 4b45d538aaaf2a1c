import {
  bookingCalendarEvent,
  googleCalendarUrl,
  guestsText,
  outlookCalendarUrl,
} from './calendar';
import { sohoBooking } from './testing/soho-booking';

const details = sohoBooking;

describe('guestsText', () => {
  it('names adults and children, leaving out no children', () => {
    expect(guestsText(2, 1)).toBe('2 adults, 1 child');
    expect(guestsText(1, 0)).toBe('1 adult');
    expect(guestsText(4, 3)).toBe('4 adults, 3 children');
  });
});

describe('the compose links', () => {
  const event = bookingCalendarEvent({ ...details, date: '2026-07-10' });

  it('opens Google Calendar with the UTC times and the booking text', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Reservation at Tavola London Soho',
      dates: '20260710T183000Z/20260710T203000Z',
      details: event.description,
      location: 'Tavola London Soho, 12 Greek Street, London, W1D 4DJ',
      ctz: 'Europe/London',
    });
    expect(url.searchParams.get('details')).toContain('Booking reference: TAV-7K2Q9X');
  });

  it('opens Outlook with the UTC times and the booking text', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: 'Reservation at Tavola London Soho',
      startdt: '2026-07-10T18:30:00Z',
      enddt: '2026-07-10T20:30:00Z',
      body: event.description,
      location: 'Tavola London Soho, 12 Greek Street, London, W1D 4DJ',
    });
  });
});
