import { render, screen, waitFor } from '@testing-library/react';
import {
  bookingCalendarEvent,
  googleCalendarUrl,
  outlookCalendarUrl,
  type BookingCalendarDetails,
} from '../../utils/calendar';
import { AddToCalendar } from './add-to-calendar';
import { downloadCalendarFile } from './testing/download-calendar-file';

const details: BookingCalendarDetails = {
  brand: 'Tavola Express',
  reference: 'TXP-2B7N4Q',
  restaurantName: 'Manchester Piccadilly',
  address: '1 Station Approach, Manchester, M1 2PA',
  date: '2026-03-29',
  time: '12:15',
  adults: 4,
  children: 2,
  menu: 'Lunch menu',
};

const icsOf = (link: HTMLElement) =>
  decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, ''));

describe('AddToCalendar', () => {
  it('opens Outlook and Google with the booking in a new tab', () => {
    render(<AddToCalendar details={details} />);
    expect(screen.getByRole('heading', { name: 'ADD IT TO YOUR CALENDAR' })).toBeInTheDocument();
    const event = bookingCalendarEvent(details);
    const outlook = screen.getByRole('link', { name: 'Outlook (opens in a new tab)' });
    const google = screen.getByRole('link', { name: 'Google (opens in a new tab)' });
    expect(outlook).toHaveAttribute('href', outlookCalendarUrl(event));
    expect(google).toHaveAttribute('href', googleCalendarUrl(event));
    for (const link of [outlook, google]) expect(link).toHaveAttribute('target', '_blank');
    // The first day of summer time: 12:15 in London is 11:15 UTC.
    expect(new URL(google.getAttribute('href')!).searchParams.get('dates')).toBe(
      '20260329T111500Z/20260329T131500Z',
    );
  });

  it('downloads the .ics for Apple, named after the brand and reference', async () => {
    render(<AddToCalendar details={details} />);
    const apple = screen.getByRole('link', { name: 'Apple (downloads a calendar file)' });
    expect(apple).toHaveAttribute('download', 'Tavola Express-booking-TXP-2B7N4Q.ics');
    expect(apple).not.toHaveAttribute('target');
    await downloadCalendarFile(apple);
    const ics = icsOf(apple);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('\r\nUID:TXP-2B7N4Q@tavola-express\r\n');
    expect(ics).toContain('\r\nDTSTART:20260329T111500Z\r\nDTEND:20260329T131500Z\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Booking reference: TXP-2B7N4Q\\nMenu: Lunch menu\\nGuests: 4 adults\\, 2 children',
    );
  });

  it('writes the file at the first click, which downloads it, and downloads the same one again', async () => {
    render(<AddToCalendar details={details} />);
    const apple = screen.getByRole('link', { name: /^Apple/ });
    // A click before the panel has written the file while idle writes it at once.
    expect(apple).toHaveAttribute('href', '#');
    const file = await downloadCalendarFile(apple);
    expect(file).toBe(icsOf(apple));
    expect(file).toContain('\r\nUID:TXP-2B7N4Q@tavola-express\r\n');
    expect(await downloadCalendarFile(apple)).toBe(file);
  });

  it('writes the file into the link once the panel is idle, so it can be copied or opened as a link', async () => {
    render(<AddToCalendar details={details} />);
    const apple = screen.getByRole('link', { name: /^Apple/ });
    expect(apple).toHaveAttribute('href', '#');
    await waitFor(() => expect(apple.getAttribute('href')).toMatch(/^data:text\/calendar/));
    expect(icsOf(apple)).toContain('\r\nUID:TXP-2B7N4Q@tavola-express\r\n');
    // A click now is an ordinary link's: the same file, nothing written again.
    const written = icsOf(apple);
    expect(await downloadCalendarFile(apple)).toBe(written);
  });

  it('stamps the file when the panel opens and keeps it the same on every render', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-20T09:30:00Z') });
    try {
      const { rerender } = render(<AddToCalendar details={details} />);
      jest.setSystemTime(new Date('2026-03-20T09:30:40Z'));
      await downloadCalendarFile(screen.getByRole('link', { name: /^Apple/ }));
      const first = icsOf(screen.getByRole('link', { name: /^Apple/ }));
      expect(first).toContain('\r\nDTSTAMP:20260320T093000Z\r\n');
      jest.setSystemTime(new Date('2026-03-20T09:31:05Z'));
      rerender(<AddToCalendar details={{ ...details }} />);
      expect(icsOf(screen.getByRole('link', { name: /^Apple/ }))).toBe(first);
    } finally {
      jest.useRealTimers();
    }
  });
});
