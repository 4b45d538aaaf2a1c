import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { WarningLog } from '@/lib/cache';
import { getConfig } from '@/lib/config';
import { getLogger } from '@/lib/log';
import { getRedis } from '@/lib/redis';
import type { CalendarDay } from '../../booking-api.types';
import { onRestaurantDayChanged } from './restaurant-day-changed';

/**
 * The availability calendar's months, kept briefly: the date picker asks for a month whenever a
 * diner opens it or changes the party, and a month is 31 days of slots. A month is forgotten as
 * soon as any of its days changes in this process (`forget`, told by `restaurantDayChanged`);
 * with Redis, months live there, shared by every process, and a change anywhere forgets them
 * everywhere at once: each store's month has a version in Redis that a change increments, and
 * answers are kept under the version they were read at, so a month read before a booking and
 * stored after it is never served. Without Redis, another process's change shows within `ttlMs`.
 * Like the seated bookings' copy, it is only ever shown: every booking is checked in the day's lock.
 */
export interface CalendarCacheOptions {
  /** How long a month is kept. */
  ttlMs: number;
  /** Bounds on this process's copy. */
  maxEntries: number;
  maxBytes: number;
  /** With REDIS_URL: the site's client, where every process keeps the months. */
  shared?: () => Redis | undefined;
  /** Where its keys start in Redis (the site's REDIS_PREFIX and brand); 'tavola' unless given. */
  keyPrefix?: () => string;
  log: WarningLog;
}

const daysSchema = z.array(
  z.object({
    date: z.string(),
    status: z.enum(['bookable', 'enquiry', 'unavailable']),
    reason: z.string().optional(),
  }),
);
/** A Redis outage is logged at most this often. */
const warningIntervalMs = 60_000;

export function createCalendarCache(options: CalendarCacheOptions) {
  const { ttlMs, log } = options;
  const months = new LRUCache<string, CalendarDay[]>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    // About the JSON's length: 31 days of a few dozen characters.
    sizeCalculation: (days) => 40 * Math.max(days.length, 1),
    ttl: ttlMs,
  });
  /** Each store's month's version in this process, bounded with the months. */
  const versions = new LRUCache<string, number>({ max: options.maxEntries * 2 });
  /** Reads in flight, shared by concurrent misses of the same month. */
  const loading = new Map<string, Promise<CalendarDay[]>>();
  let warnedAt = -Infinity;
  const warn = (error: unknown, action: string) => {
    if (performance.now() - warnedAt < warningIntervalMs) return;
    warnedAt = performance.now();
    log.warn({ err: error }, `Could not ${action} the availability calendar in Redis`);
  };

  const prefix = () => options.keyPrefix?.() ?? 'tavola';
  const versionKey = (storeMonth: string) => `${prefix()}:calendar:version:${storeMonth}`;
  const answerKey = (storeMonth: string, version: string, variant: string) =>
    `${prefix()}:calendar:${storeMonth}:${version}:${variant}`;

  async function readShared(
    redis: Redis,
    storeMonth: string,
    variant: string,
    load: () => Promise<CalendarDay[]>,
  ) {
    let version: string;
    let text: string | null;
    try {
      version = (await redis.get(versionKey(storeMonth))) ?? '0';
      text = await redis.get(answerKey(storeMonth, version, variant));
    } catch (error) {
      warn(error, 'read');
      return load();
    }
    const kept = text === null ? undefined : daysSchema.safeParse(JSON.parse(text));
    if (kept?.success) return kept.data as CalendarDay[];
    const days = await load();
    await redis
      .set(answerKey(storeMonth, version, variant), JSON.stringify(days), 'PX', ttlMs)
      .catch((error: unknown) => warn(error, 'write'));
    return days;
  }

  return {
    /**
     * The month of a store for one search (`variant`: the party, occasion, menus and area), kept
     * or from `load`.
     */
    read(
      storeId: string,
      month: string,
      variant: string,
      load: () => Promise<CalendarDay[]>,
    ): Promise<CalendarDay[]> {
      const storeMonth = `${storeId}:${month}`;
      const redis = options.shared?.();
      const key = `${storeMonth}:${versions.get(storeMonth) ?? 0}:${variant}`;
      if (!redis) {
        const kept = months.get(key);
        if (kept) return Promise.resolve(kept);
      }
      const inFlight = loading.get(key);
      if (inFlight) return inFlight;
      const reading = (redis ? readShared(redis, storeMonth, variant, load) : load()).then(
        (days) => {
          // Stored under the version it began at: a change since has moved on to another key.
          if (!redis) months.set(key, days);
          return days;
        },
      );
      loading.set(key, reading);
      const done = () => void (loading.get(key) === reading && loading.delete(key));
      reading.then(done, done);
      return reading;
    },

    /** A day of the store changed: its month is read again, here and (with Redis) everywhere. */
    async forget(storeId: string, date: string): Promise<void> {
      const storeMonth = `${storeId}:${date.slice(0, 7)}`;
      versions.set(storeMonth, (versions.get(storeMonth) ?? 0) + 1);
      const redis = options.shared?.();
      if (!redis) return;
      try {
        // Kept a day after the last change: far longer than any answer kept under it.
        await redis
          .multi()
          .incr(versionKey(storeMonth))
          .pexpire(versionKey(storeMonth), 86_400_000)
          .exec();
      } catch (error) {
        warn(error, 'forget a month of');
      }
    },

    /** Forgets every month of this process (tests). */
    clear(): void {
      months.clear();
      versions.clear();
      loading.clear();
    },
  };
}

export type CalendarCache = ReturnType<typeof createCalendarCache>;

/**
 * This process's calendar months: 5 s, at most 2,000 months (about 80 KB of days each 1,000),
 * in Redis when REDIS_URL is set; every restaurant day changed here forgets its month.
 */
export const calendarMonths = createCalendarCache({
  ttlMs: 5_000,
  maxEntries: 2_000,
  maxBytes: 4 * 1024 * 1024,
  shared: getRedis,
  keyPrefix: () => `${getConfig().REDIS_PREFIX}:${getConfig().BRAND}`,
  log: { warn: (fields, message) => getLogger().warn(fields, message) },
});
onRestaurantDayChanged((storeId, date) => void calendarMonths.forget(storeId, date));
