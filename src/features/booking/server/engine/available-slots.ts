import type { BookingRules } from './booking-rules.schema';
import { seatingFor, type SeatedBooking } from './capacity';
import { addCalendarDays } from '@/lib/clock';
import { londonClock, timeOf } from './london-time';
import type { OpeningWindow } from './opening-window';
import { slotGridMinutes } from './slot-grid';

export interface SlotQuery {
  rules: BookingRules;
  /** The day's opening hours; null when closed. */
  window: OpeningWindow | null;
  /** The London date asked about. */
  date: string;
  covers: number;
  existing: SeatedBooking[];
  now: Date;
  /** How many days ahead of today (London) a table can be booked: no slot lies beyond. */
  horizonDays: number;
  areaId?: string | null;
}

export interface Slot {
  time: string;
  minutes: number;
  /** The party is an enquiry: the time is open to enquire; capacity is settled by the restaurant. */
  canEnquire: boolean;
}

/** Whether a party of this size is an enquiry rather than a booking at this restaurant. */
export function isEnquiryParty(rules: BookingRules, covers: number): boolean {
  return rules.acceptEnquiries && covers >= rules.enquiryFromCovers;
}

/**
 * The times a party can start on a date (spec 1 §4, §9): on the 15-minute grid from 09:00 to
 * 23:45, within the opening hours up to the last seating, never in the past (London time) nor
 * beyond the booking horizon, never for a same-day party of 25 or more, and — for a booking — only
 * where pacing and seats fit (a party of 16 to 24 in one area: `seatingFor`).
 */
export function availableSlots(query: SlotQuery): Slot[] {
  const { rules, window, date, covers } = query;
  if (!window) return [];
  const today = londonClock(query.now);
  if (date < today.date || date > addCalendarDays(today.date, query.horizonDays)) return [];
  const sameDay = date === today.date;
  if (sameDay && covers >= rules.enquiryFromCovers) return [];

  const enquiry = isEnquiryParty(rules, covers);
  const lastStart = window.close - rules.lastSeatingMinutesBeforeClose;
  return slotGridMinutes
    .filter((minutes) => minutes >= window.open && minutes <= lastStart)
    .filter((minutes) => !sameDay || minutes > today.minutes)
    .filter(
      (minutes) =>
        enquiry ||
        seatingFor(rules, query.existing, {
          startMinutes: minutes,
          covers,
          areaId: query.areaId,
        }) !== null,
    )
    .map((minutes) => ({ time: timeOf(minutes), minutes, canEnquire: enquiry }));
}

/**
 * Up to `count` slots before and `count` after the chosen time, with the chosen time itself when
 * it is free (spec 1 §9: 3 before and 3 after).
 */
export function slotsAround(
  slots: Slot[],
  chosenMinutes: number,
  count = 3,
): { slots: Slot[]; exactMatch: boolean } {
  const before = slots.filter((slot) => slot.minutes < chosenMinutes).slice(-count);
  const exact = slots.filter((slot) => slot.minutes === chosenMinutes);
  const after = slots.filter((slot) => slot.minutes > chosenMinutes).slice(0, count);
  return { slots: [...before, ...exact, ...after], exactMatch: exact.length > 0 };
}
