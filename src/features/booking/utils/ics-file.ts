import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { currentTime } from '@/lib/clock';
import type { CalendarEvent } from './calendar';

// The browser loads this module (and ical-generator) only when a diner asks for the file
// (components/thanks/add-to-calendar.tsx); the server imports it for the manage page's file.

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
  const calendar = ical({
    prodId: { company: 'Tavola', product: 'Table booking', language: 'EN' },
    scale: 'GREGORIAN',
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: event.uid,
    sequence,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    stamp: now,
    start: event.start,
    end: event.end,
    summary: event.title,
    location: event.location,
    description: event.description,
  });
  // ical-generator folds every line at 74 octets and leaves the last line open; unfolded, its
  // lines are folded at RFC 5545's full 75, and the file ends with a line break like any other.
  const lines = calendar.toString().replace(/\r\n /g, '').split('\r\n');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** The .ics file as a link a browser can download with no further script (the Apple option). */
export function icsDataUrl(event: CalendarEvent, now?: Date): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(icsCalendar(event, now))}`;
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded, each continuation starting with a space.
 * Octets, not characters: a multi-byte character (£, é) is never split.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
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
