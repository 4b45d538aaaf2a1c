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
  const day = openTimes(query);
  return day.minutes.filter(day.fits).map(day.slot);
}

/** Whether a party can start at this time: `availableSlots(query)` holds it, counted alone. */
export function offersSlotAt(query: SlotQuery, minutes: number): boolean {
  const day = openTimes(query);
  return day.minutes.includes(minutes) && day.fits(minutes);
}

/**
 * Up to `count` free slots before and `count` after the chosen time, with the chosen time itself
 * when it is free (spec 1 §9: 3 before and 3 after): the nearest of `availableSlots(query)`, but
 * capacity is counted only for the times it needs, walking out from the chosen one. The location
 * finder asks this of several restaurants at once, for every search.
 */
export function availableSlotsAround(
  query: SlotQuery,
  chosenMinutes: number,
  count = 3,
): { slots: Slot[]; exactMatch: boolean } {
  const day = openTimes(query);
  const found = day.minutes.findIndex((minutes) => minutes >= chosenMinutes);
  const chosen = found === -1 ? day.minutes.length : found;
  const onGrid = day.minutes[chosen] === chosenMinutes;
  /** The first `count` free slots from index `from`, one `step` at a time. */
  const nearest = (from: number, step: 1 | -1) => {
    const slots: Slot[] = [];
    for (let i = from; i >= 0 && i < day.minutes.length && slots.length < count; i += step) {
      if (day.fits(day.minutes[i]!)) slots.push(day.slot(day.minutes[i]!));
    }
    return slots;
  };
  const exactMatch = onGrid && day.fits(chosenMinutes);
  return {
    slots: [
      ...nearest(chosen - 1, -1).reverse(),
      ...(exactMatch ? [day.slot(chosenMinutes)] : []),
      ...nearest(onGrid ? chosen + 1 : chosen, 1),
    ],
    exactMatch,
  };
}

/**
 * The grid times a party may start at before capacity is counted: open, before the last seating,
 * not past, within the horizon, not a same-day large party. The calendar asks it only to say why
 * a day without a table has none ('full' when there are such times).
 */
export function openStartMinutes(query: SlotQuery): readonly number[] {
  return openTimes(query).minutes;
}

/**
 * The grid times of the day a party may start at before capacity is counted (open, not past, within
 * the horizon), whether one fits (always, for an enquiry), and its slot.
 */
function openTimes(query: SlotQuery): {
  minutes: readonly number[];
  fits: (minutes: number) => boolean;
  slot: (minutes: number) => Slot;
} {
  const { rules, window, date, covers } = query;
  const enquiry = isEnquiryParty(rules, covers);
  const closed = {
    minutes: [],
    fits: () => false,
    slot: (minutes: number) => toSlot(minutes, enquiry),
  };
  if (!window) return closed;
  const today = londonClock(query.now);
  if (date < today.date || date > addCalendarDays(today.date, query.horizonDays)) return closed;
  const sameDay = date === today.date;
  if (sameDay && covers >= rules.enquiryFromCovers) return closed;

  const lastStart = window.close - rules.lastSeatingMinutesBeforeClose;
  return {
    minutes: slotGridMinutes.filter(
      (minutes) =>
        minutes >= window.open && minutes <= lastStart && (!sameDay || minutes > today.minutes),
    ),
    fits: (minutes) =>
      enquiry ||
      seatingFor(rules, query.existing, {
        startMinutes: minutes,
        covers,
        areaId: query.areaId,
      }) !== null,
    slot: (minutes) => toSlot(minutes, enquiry),
  };
}

function toSlot(minutes: number, canEnquire: boolean): Slot {
  return { time: timeOf(minutes), minutes, canEnquire };
}
