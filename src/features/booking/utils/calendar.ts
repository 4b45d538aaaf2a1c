import { addHours } from 'date-fns';
import { fromZonedTime } from 'date-fns-tz';
import { currentTime, siteTimeZone } from '@/lib/clock';

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

/** 20261205T193000Z: the UTC form both iCalendar and Google read. */
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

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newline are escaped in TEXT values. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * The UTF-8 length of one code point. Counted by hand rather than with TextEncoder, which not
 * every environment this module runs in provides (jsdom has none).
 */
function utf8Length(char: string): number {
  const codePoint = char.codePointAt(0)!;
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded, each continuation starting with a space.
 * Octets, not characters: a multi-byte character (£, é) is never split.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // The first line holds 75 octets; the others 74 after their leading space.
    const limit = lines.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** Which version of the entry a file is: a change or a cancellation has a higher sequence. */
export interface IcsVersion {
  /** RFC 5545 SEQUENCE: 0 when booked, one more with each change or cancellation. */
  sequence?: number;
  /** A cancelled booking: METHOD:CANCEL and STATUS:CANCELLED, so calendars remove the entry. */
  cancelled?: boolean;
}

/**
 * An iCalendar file (RFC 5545) holding the event, with UTC times and CRLF line endings. The same
 * UID with a higher SEQUENCE updates (or, cancelled, removes) the entry a diner added before.
 */
export function icsCalendar(
  event: CalendarEvent,
  now: Date = currentTime(),
  { sequence = 0, cancelled = false }: IcsVersion = {},
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tavola//Table booking//EN',
    'CALSCALE:GREGORIAN',
    cancelled ? 'METHOD:CANCEL' : 'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `SEQUENCE:${sequence}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `DTSTAMP:${utcBasic(now)}`,
    `DTSTART:${utcBasic(event.start)}`,
    `DTEND:${utcBasic(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** The .ics file as a link a browser can download with no script (the Apple option). */
export function icsDataUrl(event: CalendarEvent, now?: Date): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(icsCalendar(event, now))}`;
}
