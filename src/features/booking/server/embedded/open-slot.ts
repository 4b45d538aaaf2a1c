import type { Restaurant } from '@/lib/content';
import { BookingError } from '../booking-error';
import type { BookingRules } from '../engine/booking-rules.schema';
import { offersSlotAt } from '../engine/available-slots';
import { minutesOf } from '../engine/london-time';
import { openingWindow } from '../engine/opening-window';

/**
 * Throws 'no free slot' (code 4) unless a party may start at this London date and time at all: the
 * restaurant is open, the time is on its grid before the last seating, not past, within the
 * booking horizon, and not a same-day party of 25+. Capacity is not counted here: that is checked
 * inside the restaurant day's lock by whoever writes (a booking, a change, a hold).
 */
export function ensureOpenSlot(slot: {
  rules: BookingRules;
  restaurant: Restaurant;
  date: string;
  time: string;
  covers: number;
  now: Date;
  /** The site's BOOKING_HORIZON_DAYS, unless the restaurant's rules say otherwise. */
  horizonDays: number;
}): void {
  const { rules, restaurant, date, time } = slot;
  const offered = offersSlotAt(
    {
      rules,
      window: openingWindow(date, restaurant.hours, restaurant.alternativeHours),
      date,
      covers: slot.covers,
      existing: [],
      now: slot.now,
      horizonDays: rules.horizonDays ?? slot.horizonDays,
    },
    minutesOf(time),
  );
  if (!offered) throw new BookingError(4);
}
