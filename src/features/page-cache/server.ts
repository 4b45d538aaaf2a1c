import { getConfig } from '@/lib/config';
import { getLogger } from '@/lib/log';
import { createRedisClient, getRedis } from '@/lib/redis';
import { createSharedPageStore, shareRenderedPages } from './server/shared-page-store';

export {
  createSharedPageStore,
  shareRenderedPages,
  type SharedPageStore,
} from './server/shared-page-store';
export {
  createFrontCache,
  dropFrontCopy,
  installFrontCache,
  type FrontCache,
} from './server/front-cache';
export {
  pagesShowing,
  revalidateEach,
  type EntriesShown,
  type RevalidationResult,
} from './server/revalidate-pages';

/**
 * With REDIS_URL, makes this server process keep its rendered pages in the cache shared by every
 * process (README.md); without it, Next's own cache of the process is used. Called once at start.
 */
export function startSharedPageCache(): void {
  const { REDIS_URL, REDIS_PREFIX, BRAND } = getConfig();
  const redis = getRedis();
  if (!REDIS_URL || !redis) return;
  shareRenderedPages(
    createSharedPageStore({
      redis,
      subscriber: createRedisClient(REDIS_URL, 'page-cache-subscriber'),
      namespace: `${REDIS_PREFIX}:${BRAND}`,
      log: getLogger().child({ component: 'page-cache' }),
    }),
  );
}
