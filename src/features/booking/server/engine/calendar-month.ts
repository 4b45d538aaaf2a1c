import { addCalendarDays, daysFromCivil } from '@/lib/clock';
import type { CalendarDay, UnavailableReason } from '../../booking-api.types';
import type { BookingRules } from './booking-rules.schema';
import { availableSlots, openStartMinutes, type SlotQuery } from './available-slots';
import type { SeatedBooking } from './capacity';
import { chosenMenus, timesOnDay } from './day-times';
import { londonClock } from './london-time';
import { coversAllowed, occasionFor } from './occasions';
import type { OpeningWindow } from './opening-window';

export type { CalendarDay, UnavailableReason };

export interface CalendarQuery {
  rules: BookingRules;
  /** The month, YYYY-MM (London dates). */
  month: string;
  covers: number;
  occasionId?: string;
  menuIds: string[];
  areaId?: string | null;
  /** The opening hours of a date; null when closed. */
  windowOn: (date: string) => OpeningWindow | null;
  /** The seated bookings and live holds of a date. */
  existingOn: (date: string) => SeatedBooking[];
  now: Date;
  horizonDays: number;
}

/** Every date of a month, YYYY-MM-DD. */
export function datesOfMonth(month: string): string[] {
  const first = `${month}-01`;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next =
    monthNumber === 12
      ? `${year + 1}-01-01`
      : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  const length = daysFromCivil(next) - daysFromCivil(first);
  return Array.from({ length }, (_, index) => addCalendarDays(first, index));
}

/**
 * Each day of the month: `bookable` when the slots call for that day alone would offer a time
 * (`enquiry` when every time is only to enquire: a party of the enquiry size), else why not. The
 * status comes from the very functions the slots call runs (`chosenMenus`, `timesOnDay`), so the
 * calendar can never show a day the slots then find empty, nor hide one they fill; the reason only
 * explains an empty day.
 */
export function calendarMonth(query: CalendarQuery): CalendarDay[] {
  return datesOfMonth(query.month).map((date) => calendarDay(query, date));
}

function calendarDay(query: CalendarQuery, date: string): CalendarDay {
  const { rules, covers } = query;
  const slotQuery: SlotQuery = {
    rules,
    window: query.windowOn(date),
    date,
    covers,
    existing: query.existingOn(date),
    now: query.now,
    horizonDays: query.horizonDays,
    areaId: query.areaId,
  };
  // The slots call takes the occasion of the date asked for, and refuses a menu or area it lacks.
  const occasion = occasionFor(rules, date, query.occasionId);
  const choice = occasion && chosenMenus(rules, occasion, query);
  if (!occasion || !choice || 'refusal' in choice || !coversAllowed(occasion, covers)) {
    return unavailable(date, reasonFor(slotQuery, false));
  }
  const times = timesOnDay({ ...slotQuery, occasion, menus: choice.menus });
  if (times.length > 0) {
    return { date, status: times.every((time) => time.canEnquire) ? 'enquiry' : 'bookable' };
  }
  return unavailable(date, reasonFor(slotQuery, true));
}

const unavailable = (date: string, reason: UnavailableReason): CalendarDay => ({
  date,
  status: 'unavailable',
  reason,
});

/** Why a day offers no time, in the order a diner would want it explained. */
function reasonFor(query: SlotQuery, offered: boolean): UnavailableReason {
  const today = londonClock(query.now).date;
  if (query.date < today) return 'past';
  if (query.date > addCalendarDays(today, query.horizonDays)) return 'beyond-horizon';
  if (!query.window) return 'closed';
  const sameDayEnquiry = query.date === today && query.covers >= query.rules.enquiryFromCovers;
  if (!offered || sameDayEnquiry) return 'not-offered';
  if (openStartMinutes(query).length === 0) return query.date === today ? 'past' : 'closed';
  // Times open to the party that its chosen menus are not served at; else every one taken, unless
  // even an empty evening has none for the party (its pacing or tables are too small): then there
  // is nothing to wait for, and the diner is better told to call.
  if (availableSlots(query).length > 0) return 'not-offered';
  return availableSlots({ ...query, existing: [] }).length > 0 ? 'full' : 'no-tables';
}
