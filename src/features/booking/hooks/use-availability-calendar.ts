import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { addCalendarDays } from '@/lib/clock';
import type { CalendarDay, UnavailableReason } from '../booking-api.types';
import type { DayAvailability, RefusedDay } from '../components/date-picker/date-range';
import type { BookingApi } from '../client/booking-api';

export type { DayAvailability };

/** Who is booking where: the calendar's months are for this party at this restaurant. */
export interface CalendarParty {
  storeId: string | undefined;
  adults: number;
  children: number;
  occasionId?: string;
}

/** A month without a table is followed by the next, this many at most, to find where to start. */
const monthsToLookAhead = 3;

/** No month read yet (one object, so what is made from it is not made again each render). */
const noMonths: Record<string, CalendarDay[]> = {};

const nextMonth = (month: string) => addCalendarDays(`${month}-01`, 31).slice(0, 7);

/**
 * The availability calendar of the month the date picker shows, for the party at the restaurant
 * (`GET /calendar`), and the first day with a table. Months are kept for this party only (a new
 * party or restaurant starts again), so what is kept is bounded by the months a diner looks at.
 * A month that cannot be read marks nothing: the search still answers for that day.
 */
export function useAvailabilityCalendar(
  api: BookingApi,
  party: CalendarParty,
  today: string,
): DayAvailability {
  const { storeId, adults, children, occasionId } = party;
  const partyKey = `${storeId}|${adults}|${children}|${occasionId ?? ''}`;
  const [shownMonth, setShownMonth] = useState(today.slice(0, 7));
  const [loaded, setLoaded] = useState<{ partyKey: string; months: Record<string, CalendarDay[]> }>(
    { partyKey, months: {} },
  );
  const months = loaded.partyKey === partyKey ? loaded.months : noMonths;
  // A day the diner asked for and was refused, for this party (another party may fit that day).
  const [refused, setRefused] = useState<{ partyKey: string; day: RefusedDay } | null>(null);

  const firstWithTable = useMemo(() => {
    for (const days of Object.values(months)) {
      const found = days.find((day) => day.date >= today && day.status !== 'unavailable');
      if (found) return found.date;
    }
    return undefined;
  }, [months, today]);

  // The month shown, and, until a table is found, the months from today's on.
  const wanted = useMemo(() => {
    const list = [shownMonth];
    let month = today.slice(0, 7);
    for (let i = 0; i < monthsToLookAhead && !firstWithTable; i++) {
      if (!(month in months)) {
        list.push(month);
        break;
      }
      month = nextMonth(month);
    }
    return list.filter((month) => !(month in months));
  }, [shownMonth, today, months, firstWithTable]);

  // Each month is asked for once per party; an answer for a party since changed is dropped.
  const requested = useRef({ partyKey, months: new Set<string>() });
  useEffect(() => {
    if (requested.current.partyKey !== partyKey) {
      requested.current = { partyKey, months: new Set() };
    }
    if (!storeId || !api.getCalendar) return;
    for (const month of wanted) {
      if (requested.current.months.has(month)) continue;
      requested.current.months.add(month);
      void api
        .getCalendar(storeId, { adults, children, occasionId, month })
        .catch(() => [] as CalendarDay[])
        .then((days) => {
          if (requested.current.partyKey !== partyKey) return;
          setLoaded((previous) => ({
            partyKey,
            months: { ...(previous.partyKey === partyKey ? previous.months : {}), [month]: days },
          }));
        });
    }
  }, [api, storeId, adults, children, occasionId, partyKey, wanted]);

  const unavailable = useMemo(() => {
    const map = new Map<string, UnavailableReason>();
    for (const days of Object.values(months)) {
      for (const day of days) {
        if (day.status === 'unavailable' && day.date >= today) map.set(day.date, day.reason);
      }
    }
    return map;
  }, [months, today]);

  const refusedDay =
    refused?.partyKey === partyKey && unavailable.has(refused.day.date) ? refused.day : null;
  const onRefusedDay = useCallback(
    (day: RefusedDay | null) => setRefused(day ? { partyKey, day } : null),
    [partyKey],
  );

  return { unavailable, firstWithTable, onMonthShown: setShownMonth, refusedDay, onRefusedDay };
}
