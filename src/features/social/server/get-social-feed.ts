import { createHash } from 'node:crypto';
import { getConfig } from '@/lib/config';
import type { ContentSource } from '@/lib/content/server';
import { getLogger } from '@/lib/log';
import { getRedis } from '@/lib/redis';
import type { FeedPost } from '../social.schema';
import { contentFeedProvider } from './content-feed-provider';
import { InstagramError } from './instagram/instagram-error';
import { createInstagramFeedProvider } from './instagram/instagram-feed-provider';
import { invalidTokenCode } from './instagram/instagram-media.schema';
import { SocialFeedResting, type SocialFeedProvider } from './social-feed-provider';
import { tracedCalls } from '@/lib/telemetry';

const key = Symbol.for('tavola.social-feed');
type WithFeed = typeof globalThis & {
  [key]?: { configuration: string; provider: SocialFeedProvider };
};

/**
 * The configured social feed: Instagram when INSTAGRAM_ACCESS_TOKEN is set (one provider, and so one
 * cache, for the whole process: Next.js bundles each route apart, hence globalThis), otherwise the
 * content's social posts from `content` (published, or the draft in preview).
 */
export function socialFeedProvider(content: ContentSource): SocialFeedProvider {
  const config = getConfig();
  const token = config.INSTAGRAM_ACCESS_TOKEN;
  if (!token) return contentFeedProvider(content);

  const configuration = [
    config.INSTAGRAM_API_URL,
    token,
    config.INSTAGRAM_TIMEOUT_MS,
    config.INSTAGRAM_CACHE_S,
  ].join(' ');
  const store = globalThis as WithFeed;
  if (store[key]?.configuration !== configuration) {
    // The key names the account's token by a hash: a new token (or account) never reads the old feed.
    const account = createHash('sha256').update(token).digest('hex').slice(0, 16);
    store[key] = {
      configuration,
      provider: tracedCalls(
        'instagram',
        createInstagramFeedProvider({
          baseUrl: config.INSTAGRAM_API_URL,
          accessToken: token,
          timeoutMs: config.INSTAGRAM_TIMEOUT_MS,
          cacheTtlMs: config.INSTAGRAM_CACHE_S * 1000,
          cacheKey: `${config.REDIS_PREFIX}:${config.BRAND}:social:instagram:${account}`,
          shared: getRedis,
          sharedWaitMs: config.REDIS_CONNECT_TIMEOUT_MS,
          log: getLogger().child({ component: 'social-feed' }),
        }),
      ),
    };
  }
  return store[key].provider;
}

type LogLine = (fields: Record<string, unknown>, message: string) => void;
/** The lines the feed logs a failure at. */
export type FeedLog = { debug: LogLine; warn: LogLine; error: LogLine };

/**
 * The newest `limit` posts of the social feed, newest first. A failure is logged and yields no posts
 * (spec 2 §7 "failure is logged and yields nothing"): it never fails a page or an API call.
 */
export async function getSocialFeed(options: {
  content: ContentSource;
  limit: number;
  log?: FeedLog;
  /** The configured provider unless given (tests). */
  provider?: SocialFeedProvider;
}): Promise<FeedPost[]> {
  const { content, limit, log = getLogger().child({ component: 'social-feed' }) } = options;
  const provider = options.provider ?? socialFeedProvider(content);
  try {
    return (await provider.latestPosts(limit)).slice(0, limit);
  } catch (error) {
    const fields = { err: error, provider: provider.name };
    const message = 'The social feed could not be read; showing no posts';
    if (error instanceof SocialFeedResting) log.debug(fields, message);
    else if (error instanceof InstagramError && error.details.code === invalidTokenCode) {
      log.error(fields, message);
    } else log.warn(fields, message);
    return [];
  }
}
