import type Redis from 'ioredis';
import {
  createMemoryCache,
  publishClear,
  subscribeToClears,
  type Cache,
  type ClearSubscription,
  type WarningLog,
} from '@/lib/cache';

/** Every content key starts with this (see getContentSource). */
export const contentKeyPrefix = 'content:';

/**
 * The channel a brand's processes clear their content caches on, under REDIS_PREFIX as every key
 * is: two sites sharing one Redis (staging and production) never clear each other's caches.
 */
export const contentClearChannel = (prefix: string, brand: string) =>
  `${prefix}:${brand}:content-cache:clear`;

export interface ContentCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** How old content may be and still stand in for a failing source (0: never). */
  staleMaxAgeMs: number;
  /**
   * With Redis (REDIS_URL): the channel a clear goes out on, and the connection it goes out by,
   * asked for only when there is a clear to publish (a script that only reads opens none).
   */
  shared?: { channel: string; publisher: () => Redis | undefined; waitMs: number };
  log: WarningLog;
}

/** A process's content cache, and the one way to clear it (with Redis, in every process). */
export interface ContentCache {
  cache: Cache;
  /** Clears this process's cache, then (with Redis) tells every other process to clear its own. */
  clear(): Promise<void>;
  /**
   * With Redis: clears this cache whenever any process publishes a clear, from now on. Server
   * processes call it once at start; calling it again returns the same subscription.
   */
  listen(subscriber: () => Redis): ClearSubscription | undefined;
}

export function createContentCache(options: ContentCacheOptions): ContentCache {
  const { shared, log } = options;
  const cache = createMemoryCache({
    maxEntries: options.maxEntries,
    maxBytes: options.maxBytes,
    staleMaxAgeMs: options.staleMaxAgeMs,
    log,
  });
  let subscription: ClearSubscription | undefined;
  return {
    cache,
    async clear() {
      // Here first, so this process serves new content even when Redis cannot be told.
      await cache.clear(contentKeyPrefix);
      const publisher = shared?.publisher();
      if (shared && publisher) {
        await publishClear({ ...shared, publisher, prefix: contentKeyPrefix, log });
      }
    },
    listen(subscriber) {
      if (!shared) return undefined;
      subscription ??= subscribeToClears({
        subscriber: subscriber(),
        channel: shared.channel,
        onClear: (prefix) => cache.clear(prefix),
        log,
      });
      return subscription;
    },
  };
}
