import { addCalendarDays } from '@/lib/clock';
import type { CalendarResponse } from '../../booking-api.types';
import type { CalendarQuery } from '../booking-provider';
import { calendarMonth, datesOfMonth } from '../engine/calendar-month';
import { openingWindow } from '../engine/opening-window';
import { bookableRestaurant } from './bookable-restaurant';
import { bookingRulesOf } from './booking-rules-repository';
import { seatedBookingsByDate } from './bookings-repository';
import type { CalendarCache } from './calendar-cache';
import type { PlaceBookingDeps } from './place-booking';

/**
 * The availability calendar of a restaurant's month for a party (`GET /calendar`): the engine's
 * `calendarMonth` over the month's seated bookings and live holds, read in one query, kept in
 * `cache` until a day of the month changes.
 */
export async function calendarOfMonth(
  deps: Pick<PlaceBookingDeps, 'db' | 'content' | 'now' | 'horizonDays'>,
  cache: CalendarCache,
  storeId: string,
  query: CalendarQuery,
): Promise<CalendarResponse> {
  const { db, content, now } = deps;
  const restaurant = await bookableRestaurant(content, storeId);
  const rules = await bookingRulesOf(db, storeId);
  const covers = query.adults + query.children;
  const variant = [
    covers,
    query.occasionId ?? '',
    query.menuIds.join(','),
    query.areaId ?? '',
  ].join(':');
  const days = await cache.read(storeId, query.month, variant, async () => {
    const dates = datesOfMonth(query.month);
    const instant = now();
    const seated = await seatedBookingsByDate(
      db,
      storeId,
      { from: dates[0]!, to: addCalendarDays(dates[0]!, dates.length - 1) },
      instant,
    );
    return calendarMonth({
      rules,
      month: query.month,
      covers,
      occasionId: query.occasionId,
      menuIds: query.menuIds,
      areaId: query.areaId,
      windowOn: (date) => openingWindow(date, restaurant.hours, restaurant.alternativeHours),
      existingOn: (date) => seated.get(date) ?? [],
      now: instant,
      horizonDays: rules.horizonDays ?? deps.horizonDays,
    });
  });
  return { month: query.month, days };
}
