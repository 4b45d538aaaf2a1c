import { addHours } from 'date-fns';
import { fromZonedTime } from 'date-fns-tz';
import { siteTimeZone } from '@/lib/clock';

// Booking dates and times are wall-clock times in London (siteTimeZone, STYLE 9).
/** A calendar entry for a booking lasts 2 hours (spec 1 §9). */
export const CALENDAR_EVENT_HOURS = 2;

/** What the calendar entries of a confirmed booking carry (spec 1 §2 "Calendar entries"). */
export interface BookingCalendarDetails {
  /** The site's name, e.g. 'Tavola': two brands share this code. */
  brand: string;
  reference: string;
  restaurantName: string;
  /** The restaurant's address: the event's location. */
  address: string;
  /** London calendar date, YYYY-MM-DD. */
  date: string;
  /** London wall-clock time, HH:mm. */
  time: string;
  adults: number;
  children: number;
  menu?: string;
}

/** One calendar event, its times as instants. */
export interface CalendarEvent {
  uid: string;
  title: string;
  location: string;
  description: string;
  start: Date;
  end: Date;
}

/** '2 adults, 1 child'; children are left out when there are none. */
export function guestsText(adults: number, children: number): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [plural(adults, 'adult', 'adults')];
  if (children > 0) parts.push(plural(children, 'child', 'children'));
  return parts.join(', ');
}

/** The instant a London date and wall-clock time names, whichever side of a clock change. */
export function londonDateTime(date: string, time: string): Date {
  return fromZonedTime(`${date}T${time}:00`, siteTimeZone);
}

/** The calendar event of a booking: 2 hours from its London start. */
export function bookingCalendarEvent(details: BookingCalendarDetails): CalendarEvent {
  const start = londonDateTime(details.date, details.time);
  const description = [
    `Booking reference: ${details.reference}`,
    details.menu ? `Menu: ${details.menu}` : undefined,
    `Guests: ${guestsText(details.adults, details.children)}`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    // The reference names the booking, so a second download updates the same entry.
    uid: `${details.reference}@${details.brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    title: `Reservation at ${details.brand} ${details.restaurantName}`,
    location: `${details.brand} ${details.restaurantName}, ${details.address}`,
    description,
    start,
    end: addHours(start, CALENDAR_EVENT_HOURS),
  };
}

/** 20261205T193000Z: the UTC form Google's link reads. */
function utcBasic(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** 2026-12-05T19:30:00Z: the ISO form Outlook's compose link reads. */
function utcExtended(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Google Calendar's "create event" link. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcBasic(event.start)}/${utcBasic(event.end)}`,
    details: event.description,
    location: event.location,
    ctz: siteTimeZone,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook on the web's "new event" link. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: utcExtended(event.start),
    enddt: utcExtended(event.end),
    body: event.description,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
