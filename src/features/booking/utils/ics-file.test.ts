import { londonDate, pinClock } from '@/lib/clock';
import { sweepInstants } from '@/lib/clock/sweep-instants';
import { bookingCalendarEvent } from './calendar';
import { sohoBooking } from './testing/soho-booking';
import { foldIcsLine, icsCalendar, icsDataUrl } from './ics-file';

const details = sohoBooking;
const now = new Date('2026-11-01T10:15:00Z');

/** A small RFC 5545 reader: checks the framing, unfolds, and unescapes TEXT values. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line break is CRLF: no bare LF or CR anywhere.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  }
  const logical = text
    .replace(/\r\n[ \t]/g, '')
    .slice(0, -2)
    .split('\r\n');
  const components: string[] = [];
  const events: Record<string, string>[] = [];
  const calendar: Record<string, string> = {};
  for (const line of logical) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      components.push(value);
      if (value === 'VEVENT') events.push({});
    } else if (name === 'END') {
      expect(components.pop()).toBe(value);
    } else {
      const target = components.at(-1) === 'VEVENT' ? events.at(-1)! : calendar;
      target[name] = value.replace(/\\([\\;,nN])/g, (_, c: string) =>
        c === 'n' || c === 'N' ? '\n' : c,
      );
    }
  }
  expect(components).toEqual([]);
  return { calendar, events };
}

describe('the .ics file', () => {
  it('is one published Gregorian calendar with one event', () => {
    const { calendar, events } = parseIcs(icsCalendar(bookingCalendarEvent(details), now));
    expect(calendar).toEqual({
      VERSION: '2.0',
      PRODID: expect.stringMatching(/^-\/\/Tavola\/\//),
      CALSCALE: 'GREGORIAN',
      METHOD: 'PUBLISH',
    });
    expect(events).toHaveLength(1);
  });

  it('carries the title, location, reference, menu and guests, escaped and read back whole', () => {
    const ics = icsCalendar(bookingCalendarEvent(details), now);
    expect(ics.replace(/\r\n /g, '')).toContain('Set menu\\; two courses\\, £25');
    const [event] = parseIcs(ics).events;
    expect(event).toEqual({
      UID: 'TAV-7K2Q9X@tavola',
      SEQUENCE: '0',
      STATUS: 'CONFIRMED',
      DTSTAMP: '20261101T101500Z',
      DTSTART: '20261205T193000Z',
      DTEND: '20261205T213000Z',
      SUMMARY: 'Reservation at Tavola London Soho',
      LOCATION: 'Tavola London Soho, 12 Greek Street, London, W1D 4DJ',
      DESCRIPTION:
        'Booking reference: TAV-7K2Q9X\nMenu: Set menu; two courses, £25\nGuests: 2 adults, 1 child',
    });
  });

  it('keeps the same UID for the same booking', () => {
    const first = parseIcs(icsCalendar(bookingCalendarEvent(details), now)).events[0];
    const later = parseIcs(
      icsCalendar(bookingCalendarEvent(details), new Date('2026-11-02T00:00:00Z')),
    ).events[0];
    expect(later!.UID).toBe(first!.UID);
  });

  it('updates the same entry after a change (higher SEQUENCE) and removes it when cancelled', () => {
    const changed = parseIcs(icsCalendar(bookingCalendarEvent(details), now, { sequence: 1 }));
    expect(changed.calendar.METHOD).toBe('PUBLISH');
    expect(changed.events[0]).toMatchObject({ UID: 'TAV-7K2Q9X@tavola', SEQUENCE: '1' });
    const cancelled = parseIcs(
      icsCalendar(bookingCalendarEvent(details), now, { sequence: 2, cancelled: true }),
    );
    expect(cancelled.calendar.METHOD).toBe('CANCEL');
    expect(cancelled.events[0]).toMatchObject({
      UID: 'TAV-7K2Q9X@tavola',
      SEQUENCE: '2',
      STATUS: 'CANCELLED',
    });
  });

  it('escapes backslashes and leaves out a missing menu', () => {
    const [event] = parseIcs(
      icsCalendar(
        bookingCalendarEvent({ ...details, menu: undefined, address: 'Unit 3\\4, Quay' }),
        now,
      ),
    ).events;
    expect(event!.LOCATION).toBe('Tavola London Soho, Unit 3\\4, Quay');
    expect(event!.DESCRIPTION).toBe('Booking reference: TAV-7K2Q9X\nGuests: 2 adults, 1 child');
  });

  it.each([
    // BST starts at 01:00 UTC on Sunday 29 March 2026 and ends at 01:00 UTC on 25 October 2026.
    ['the day before summer time', '2026-03-28', '20260328T193000Z', '20260328T213000Z'],
    ['the first day of summer time', '2026-03-29', '20260329T183000Z', '20260329T203000Z'],
    ['the last day of summer time', '2026-10-24', '20261024T183000Z', '20261024T203000Z'],
    ['the first day of winter time', '2026-10-25', '20261025T193000Z', '20261025T213000Z'],
  ])('starts 19:30 London time on %s (%s), 2 hours long', (_, date, start, end) => {
    const [event] = parseIcs(icsCalendar(bookingCalendarEvent({ ...details, date }), now)).events;
    expect([event!.DTSTART, event!.DTEND]).toEqual([start, end]);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldIcsLine('SHORT:x')).toBe('SHORT:x');
  });

  it.each([
    ['é', 2],
    ['€', 3],
    ['🍝', 4],
  ])('folds a line of %s (%i octets each) between characters, never inside one', (char, size) => {
    const line = `SUMMARY:${char.repeat(80)}`;
    const parts = foldIcsLine(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      const octets = Buffer.byteLength(part, 'utf8');
      expect(octets).toBeLessThanOrEqual(75);
      // Full: a line is cut only when the next character would not fit.
      if (part !== parts.at(-1)) expect(octets).toBeGreaterThan(75 - size);
      // A split character would not survive a round trip through UTF-8.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(parts.join('\r\n').replace(/\r\n /g, '')).toBe(line);
  });

  it('folds at exactly 75 octets, 74 after the leading space of a continuation', () => {
    expect(foldIcsLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldIcsLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
    expect(foldIcsLine('X'.repeat(150))).toBe(`${'X'.repeat(75)}\r\n ${'X'.repeat(74)}\r\n X`);
  });

  it('keeps long, multi-byte and escaped text whole in a complete file', () => {
    const restaurantName = 'Café Ñoño; the “Terrace”, Floor 2 🍝 '.repeat(3).trim();
    const ics = icsCalendar(bookingCalendarEvent({ ...details, restaurantName }), now);
    const [event] = parseIcs(ics).events;
    expect(event!.SUMMARY).toBe(`Reservation at Tavola ${restaurantName}`);
  });

  it.each([
    ['in winter', '2026-12-31', '20261231T234500Z', '20270101T014500Z'],
    ['in summer', '2026-07-10', '20260710T224500Z', '20260711T004500Z'],
  ])('ends 2 hours later past midnight %s', (_, date, start, end) => {
    const [event] = parseIcs(
      icsCalendar(bookingCalendarEvent({ ...details, date, time: '23:45' }), now),
    ).events;
    expect([event!.DTSTART, event!.DTEND]).toEqual([start, end]);
  });

  it('downloads as a text/calendar data link', () => {
    const event = bookingCalendarEvent(details);
    const url = icsDataUrl(event, now);
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.split(',').slice(1).join(','))).toBe(icsCalendar(event, now));
  });
});

describe('the .ics file through the clock sweep', () => {
  // A booking made at each instant for 19:30 that London day: GMT in winter, BST from 28 March.
  const startOn: Record<string, string> = {
    '2026-12-05': '20261205T193000Z',
    '2026-12-06': '20261206T193000Z',
    '2027-03-28': '20270328T183000Z',
    '2027-10-31': '20271031T193000Z',
    '2026-12-24': '20261224T193000Z',
    '2026-12-31': '20261231T193000Z',
    '2027-01-01': '20270101T193000Z',
  };

  it.each(sweepInstants)('$label', ({ instant }) => {
    const restore = pinClock(instant);
    try {
      const date = londonDate(new Date(instant));
      const [event] = parseIcs(icsCalendar(bookingCalendarEvent({ ...details, date }))).events;
      expect(event!.DTSTAMP).toBe(instant.replace(/[-:]/g, '').replace('.000', ''));
      expect(event!.DTSTART).toBe(startOn[date]);
      const hours = (Date.parse(isoOf(event!.DTEND!)) - Date.parse(isoOf(event!.DTSTART!))) / 36e5;
      expect(hours).toBe(2);
    } finally {
      restore();
    }
  });

  const isoOf = (basic: string) =>
    basic.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
});
