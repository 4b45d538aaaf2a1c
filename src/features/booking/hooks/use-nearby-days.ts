import { useEffect, useState } from 'react';
import { addCalendarDays } from '@/lib/clock';
import type { CalendarDay } from '../booking-api.types';
import type { BookingApi } from '../client/booking-api';
import { nearestDaysWithTable } from '../utils/nearest-days';
import type { CalendarParty } from './use-availability-calendar';

/**
 * Up to 3 days nearest `date` with a table for the party at the restaurant, while `wanted` (the
 * chosen restaurant has nothing on the date): from its availability calendar, the date's month
 * and the months either side of it (a date near a month's end has neighbours in the next).
 */
export function useNearbyDays(
  api: BookingApi,
  party: CalendarParty,
  date: string | null,
  today: string,
  wanted: boolean,
): string[] {
  const { storeId, adults, children, occasionId } = party;
  const [found, setFound] = useState<{ key: string; days: string[] }>({ key: '', days: [] });
  const key = `${storeId}|${adults}|${children}|${occasionId ?? ''}|${date}`;

  useEffect(() => {
    if (!wanted || !storeId || !date || !api.getCalendar) return;
    let cancelled = false;
    const months = [-20, 0, 20]
      .map((days) => addCalendarDays(date, days).slice(0, 7))
      .filter((month, index, all) => month >= today.slice(0, 7) && all.indexOf(month) === index);
    void Promise.all(
      months.map((month) =>
        api.getCalendar!(storeId, { adults, children, occasionId, month }).catch(
          () => [] as CalendarDay[],
        ),
      ),
    ).then((answers) => {
      if (!cancelled) setFound({ key, days: nearestDaysWithTable(answers.flat(), date, today) });
    });
    return () => {
      cancelled = true;
    };
  }, [api, wanted, storeId, adults, children, occasionId, date, today, key]);

  return wanted && found.key === key ? found.days : [];
}
