import { LRUCache } from 'lru-cache';
import type { Database } from '@/lib/db';
import type { SeatedBooking } from '../engine/capacity';
import { seatedBookingsByStore } from './bookings-repository';
import { restaurantDayChanged } from './restaurant-day-changed';

/**
 * The seated bookings of a restaurant's day, as availability and slots read them: every search
 * asks for several restaurants, and the same days are asked for again and again, so each process
 * keeps a day it read for `freshMs`. What it saves is only ever shown: a booking is always checked
 * again against the database inside the restaurant day's lock (place-booking.ts), so a stale copy
 * can at worst offer a slot that has just gone (the journey's 'slot gone' answer), never overbook.
 *
 * A booking this process writes forgets its day at once (`forgetBookedDay`), so the diner who just
 * booked, and everyone after, sees it; another process sharing the database sees it within
 * `freshMs`. A read that started before the booking committed is never kept: each day counts its
 * bookings, and a load is stored only when no booking came in since it began.
 */
const freshMs = 2_000;
/** Days held at once: 82 restaurants for about two months of dates a diner searches. */
const maxDays = 5_000;

const days = new LRUCache<string, { bookings: SeatedBooking[]; freshUntil: number }>({
  max: maxDays,
});
/** Reads in flight, shared by concurrent misses of the same day. */
const loading = new Map<string, Promise<SeatedBooking[]>>();
/** Bookings written by this process per day (bounded with the days: dropped when they are). */
const written = new LRUCache<string, number>({ max: maxDays });

const keyOf = (storeId: string, date: string) => `${storeId}|${date}`;

/** The seated bookings of each store on `date`, from this process's copy when it is fresh. */
export async function seatedBookingsOfDay(
  db: Database,
  storeIds: string[],
  date: string,
  {
    read = seatedBookingsByStore,
    now = () => performance.now(),
  }: {
    /** The database read (tests count it). */
    read?: typeof seatedBookingsByStore;
    /** Milliseconds on a monotonic clock. */
    now?: () => number;
  } = {},
): Promise<Map<string, SeatedBooking[]>> {
  const found = new Map<string, Promise<SeatedBooking[]> | SeatedBooking[]>();
  const missing: string[] = [];
  for (const storeId of new Set(storeIds)) {
    const key = keyOf(storeId, date);
    const day = days.get(key);
    if (day && day.freshUntil > now()) found.set(storeId, day.bookings);
    else if (loading.has(key)) found.set(storeId, loading.get(key)!);
    else missing.push(storeId);
  }
  if (missing.length > 0) {
    const versions = new Map(missing.map((id) => [id, written.get(keyOf(id, date)) ?? 0]));
    const reading = read(db, missing, date);
    for (const storeId of missing) {
      const key = keyOf(storeId, date);
      const one = reading.then((byStore) => byStore.get(storeId)!);
      loading.set(key, one);
      found.set(storeId, one);
      void one.then(
        (bookings) => {
          if (loading.get(key) === one) loading.delete(key);
          if ((written.get(key) ?? 0) === versions.get(storeId)) {
            days.set(key, { bookings, freshUntil: now() + freshMs });
          }
        },
        () => {
          if (loading.get(key) === one) loading.delete(key);
        },
      );
    }
  }
  const entries = await Promise.all(
    [...found].map(async ([storeId, bookings]) => [storeId, await bookings] as const),
  );
  return new Map(entries);
}

/**
 * A booking was written for the store's day: the next read goes to the database, and every copy
 * made from the day (the calendar's month) is told.
 */
export function forgetBookedDay(storeId: string, date: string): void {
  const key = keyOf(storeId, date);
  written.set(key, (written.get(key) ?? 0) + 1);
  days.delete(key);
  loading.delete(key);
  restaurantDayChanged(storeId, date);
}

/** Forgets every day (tests that share a process across databases). */
export function forgetSeatedBookings(): void {
  days.clear();
  loading.clear();
  written.clear();
}
