import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import {
  subscribeToClears,
  publishClear,
  type ClearSubscription,
  type WarningLog,
} from '@/lib/cache';
import { whenReady } from '@/lib/redis';
import { dropFrontCopy } from './front-cache';

/** What Next keeps per page (its CacheHandlerValue): the rendered page, or null for a 404. */
export interface PageCacheEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: unknown;
}

export interface SharedPageStore {
  get(key: string, ctx?: unknown): Promise<PageCacheEntry | null>;
  set(key: string, data: unknown, ctx?: { cacheControl?: unknown }): Promise<void>;
  /** Stops listening for other processes' changes (tests; the connections are the caller's). */
  close(): Promise<void>;
}

export interface SharedPageStoreOptions {
  redis: Redis;
  /** A connection of its own for the change channel (a subscribed connection runs nothing else). */
  subscriber: Redis;
  /** The site's namespace (`{REDIS_PREFIX}:{brand}`): keys `…:page:{key}`, channel `…:changed`. */
  namespace: string;
  /** How long Redis keeps a page nobody asks for (default a day): the shared cache stays bounded. */
  ttlSeconds?: number;
  /** The most bytes of pages this process keeps in memory in front of Redis (default 64 MiB). */
  maxBytes?: number;
  /** How long to wait for Redis before a change goes untold (default 500 ms). */
  waitMs?: number;
  log: WarningLog;
}

/**
 * The cache of rendered pages shared by every process (REDIS_URL): Redis holds each page once for
 * all of them, and each process keeps the pages it serves in memory in front of it, so a hit costs
 * no round trip. Whenever a process renders a page again (a revalidation), it stores it and tells
 * the others on a channel, and they drop their copy: the next request reads the new one.
 *
 * A 404 is kept in memory only, never in Redis (anyone can ask for any number of missing paths),
 * and it deletes the shared copy: a page an editor removed is gone from every process.
 */
export function createSharedPageStore(options: SharedPageStoreOptions): SharedPageStore {
  const { redis, subscriber, namespace, log } = options;
  const ttlSeconds = options.ttlSeconds ?? 24 * 3600;
  const waitMs = options.waitMs ?? 500;
  const channel = `${namespace}:changed`;
  const redisKey = (key: string) => `${namespace}:page:${key}`;
  const local = new LRUCache<string, { entry: PageCacheEntry; bytes: number }>({
    max: 20_000,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: ({ bytes }) => Math.max(1, bytes),
  });

  // This process hears its own messages too: each one it sent is skipped once, so the copy it has
  // just stored stays.
  const sentByMe = new Map<string, number>();
  const subscription: ClearSubscription = subscribeToClears({
    subscriber,
    channel,
    onClear: async (prefix) => {
      const mine = sentByMe.get(prefix) ?? 0;
      if (mine > 0) {
        if (mine === 1) sentByMe.delete(prefix);
        else sentByMe.set(prefix, mine - 1);
      } else if (prefix === '') {
        local.clear();
      } else {
        local.delete(prefix);
        dropFrontCopy(prefix);
      }
    },
    log,
  });

  const tellOthers = async (key: string) => {
    sentByMe.set(key, (sentByMe.get(key) ?? 0) + 1);
    if (!(await publishClear({ publisher: redis, channel, prefix: key, waitMs, log }))) {
      sentByMe.delete(key);
    }
  };

  return {
    async get(key) {
      const held = local.get(key);
      if (held) return held.entry;
      let text: string | null;
      try {
        text = await redis.get(redisKey(key));
      } catch (error) {
        // Redis is down: render the page (Next caches it in this process via set) rather than fail.
        log.warn({ err: error, key }, 'Could not read the shared page cache');
        return null;
      }
      if (text === null) return null;
      const entry = JSON.parse(text) as PageCacheEntry;
      local.set(key, { entry, bytes: text.length });
      return entry;
    },

    async set(key, data, ctx) {
      const entry: PageCacheEntry = {
        lastModified: Date.now(),
        value: data,
        cacheControl: ctx?.cacheControl,
      };
      const text = JSON.stringify(entry);
      local.set(key, { entry, bytes: text.length });
      try {
        // Renders are rare next to reads: a write may wait for a connection that is coming up.
        await whenReady(redis, waitMs);
        if (data === null) {
          // Only a page that was shared needs the others told; a missing path never was.
          if ((await redis.del(redisKey(key))) > 0) await tellOthers(key);
        } else {
          await redis.set(redisKey(key), text, 'EX', ttlSeconds);
          await tellOthers(key);
        }
      } catch (error) {
        log.warn({ err: error, key }, 'Could not write the shared page cache');
      }
    },

    close: () => subscription.close(),
  };
}

const sharedStoreKey = Symbol.for('tavola.page-cache.shared-store');

/** Makes the page cache handler (page-cache-handler.js) use `store` in this process. */
export function shareRenderedPages(store: SharedPageStore | undefined): void {
  (globalThis as Record<symbol, unknown>)[sharedStoreKey] = store;
}
