import type Redis from 'ioredis';
import { z } from 'zod';
import { createMemoryCache, type WarningLog } from '@/lib/cache';
import { whenReady } from '@/lib/redis';
import { feedPostSchema, type FeedPost } from '../social.schema';
import { SocialFeedResting } from './social-feed-provider';

/** Where the feed is shared: the site's Redis client. */
export type FeedStore = Redis;

export interface FeedCacheOptions {
  /** The feed's key, in this process and in Redis. */
  key: string;
  /** How long a feed is kept before its source is asked again. */
  ttlMs: number;
  /** How long the feed rests after a failure with no good feed to fall back on. */
  restMs: number;
  /** How old the last good feed may be and still stand in while the source fails. */
  staleMaxAgeMs: number;
  /** With REDIS_URL: where every process of the site keeps the feed, so they ask the source once. */
  shared?: () => FeedStore | undefined;
  /** How long to wait for Redis to connect (a process's first read may come before it has). */
  sharedWaitMs?: number;
  log: WarningLog;
  /** Milliseconds on a monotonic clock (default performance.now). */
  now?: () => number;
}

const sharedFeedSchema = z.array(feedPostSchema);
/** A Redis outage is logged at most this often. */
const sharedWarningIntervalMs = 60_000;

/**
 * A feed from an outside source, cached: in this process (the site's bounded memory cache) and,
 * with Redis, for every process, so the source (and its rate limit) sees one read per time to live
 * whatever the number of processes. When the source fails, the last good feed is served, up to its
 * stale age; with none, the failure is thrown once and the feed then rests for `restMs`, throwing
 * SocialFeedResting without asking, so an outage neither slows every page nor floods the source.
 */
export function createFeedCache(options: FeedCacheOptions) {
  const { key, ttlMs, restMs, log, now = () => performance.now() } = options;
  const memory = createMemoryCache({
    maxEntries: 4,
    maxBytes: 1024 * 1024,
    staleMaxAgeMs: options.staleMaxAgeMs,
    now,
    log,
  });
  let restingUntil = -Infinity;
  let sharedWarnedAt = -Infinity;

  const warnShared = (error: unknown, action: string) => {
    if (now() - sharedWarnedAt < sharedWarningIntervalMs) return;
    sharedWarnedAt = now();
    log.warn({ err: error, key }, `Could not ${action} the shared social feed in Redis`);
  };

  async function readShared(store: FeedStore): Promise<FeedPost[] | null> {
    try {
      await whenReady(store, options.sharedWaitMs ?? 1000);
      const text = await store.get(key);
      if (text === null) return null;
      const posts = sharedFeedSchema.safeParse(JSON.parse(text));
      return posts.success ? posts.data : null;
    } catch (error) {
      warnShared(error, 'read');
      return null;
    }
  }

  async function writeShared(store: FeedStore, posts: FeedPost[]): Promise<void> {
    try {
      await store.set(key, JSON.stringify(posts), 'PX', ttlMs);
    } catch (error) {
      warnShared(error, 'write');
    }
  }

  return {
    /** The feed: cached, shared, or from `load` (which throws when the source fails). */
    async read(load: () => Promise<FeedPost[]>): Promise<FeedPost[]> {
      if (now() < restingUntil) {
        const seconds = Math.ceil((restingUntil - now()) / 1000);
        throw new SocialFeedResting(`The feed failed; asking again in ${seconds} s`);
      }
      try {
        return await memory.getOrLoad(key, ttlMs, async () => {
          const store = options.shared?.();
          const shared = store && (await readShared(store));
          if (shared) return shared;
          const posts = await load();
          if (store) await writeShared(store, posts);
          return posts;
        });
      } catch (error) {
        restingUntil = now() + restMs;
        throw error;
      }
    },
  };
}
