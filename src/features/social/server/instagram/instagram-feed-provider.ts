import { maxFeedPosts } from '../../social.schema';
import { createFeedCache, type FeedStore } from '../feed-cache';
import type { SocialFeedProvider } from '../social-feed-provider';
import { createInstagramClient } from './instagram-client';

export interface InstagramFeedOptions {
  baseUrl: string;
  accessToken: string;
  timeoutMs: number;
  /** How long the feed is kept (INSTAGRAM_CACHE_S). */
  cacheTtlMs: number;
  /** The key the feed is kept under (with Redis, shared by every process of the site). */
  cacheKey: string;
  shared?: () => FeedStore | undefined;
  /** How long to wait for Redis to connect (REDIS_CONNECT_TIMEOUT_MS). */
  sharedWaitMs?: number;
  log: {
    info(fields: Record<string, unknown>, message: string): void;
    warn(fields: Record<string, unknown>, message: string): void;
  };
  fetch?: typeof fetch;
  now?: () => number;
}

/** After a failure with no good feed to show, Instagram is asked again after this long at most. */
const restAfterFailureMs = 60_000;
/** The last good feed stands in for a failing Instagram for up to a day. */
const staleMaxAgeMs = 24 * 60 * 60 * 1000;

/**
 * The Instagram Graph API as the social feed (INSTAGRAM_ACCESS_TOKEN set): the account's latest
 * posts, read once per cache time (24, the most any tile or API call shows) and cut to each limit.
 */
export function createInstagramFeedProvider(options: InstagramFeedOptions): SocialFeedProvider {
  const client = createInstagramClient(options);
  const cache = createFeedCache({
    key: options.cacheKey,
    ttlMs: options.cacheTtlMs,
    restMs: Math.min(restAfterFailureMs, options.cacheTtlMs),
    staleMaxAgeMs,
    shared: options.shared,
    sharedWaitMs: options.sharedWaitMs,
    log: options.log,
    now: options.now,
  });
  return {
    name: 'instagram',
    async latestPosts(limit) {
      const posts = await cache.read(() => client.latestPosts(maxFeedPosts));
      return posts.slice(0, limit);
    },
  };
}
