import { pageKey, siteKey } from '@/lib/cdn';
import { getCdnPurger } from '@/lib/cdn/server';
import { getConfig } from '@/lib/config';
import { clearContentCache } from '@/lib/content/server';
import { getDatabase } from '@/lib/db';
import { getLogger } from '@/lib/log';
import { getRedis } from '@/lib/redis';
import { metrics } from '@/lib/telemetry';
import { pageCacheKeys } from '../page-cache-keys.js';
import { expireTagsInRedis } from '../page-store.js';
import { contentTypeTags } from './noting-content';
import { pagesTagged } from './page-tags-repository';
import { revalidateEach } from './revalidate-each';

/** What changed in the content: an entry (published, unpublished or deleted), or everything. */
export interface ContentChange {
  entryId?: string;
  /** The entry's content type, when the webhook says: pages listing that type show it too. */
  contentType?: string;
}

/** Purges keys from the cache tier in front (a CDN or Varnish), when there is one. */
export type PurgeKeys = (keys: readonly string[]) => Promise<void>;

export interface RevalidationDeps {
  /** Renders `path` again in this process (Next's `res.revalidate`). */
  renderAgain: (path: string) => Promise<void>;
  purge?: PurgeKeys;
  /** Waits `ms` (tests make it instant). */
  wait?: (ms: number) => Promise<void>;
}

export interface Revalidation {
  /** The tags expired: the entry (and its content type's list tag), or the site's key. */
  tags: string[];
  /** The cached pages that show them, by path. */
  pages: string[];
  /**
   * `expired`: with Redis, every process's copies of those pages are misses from now on (the next
   * request renders each); `rendering`: without Redis, this process renders them again in the
   * background, four at a time, and purges each from the cache tier once it is fresh.
   */
  mode: 'expired' | 'rendering';
}

/** Content types every page shows, in its header, footer or over it. */
const siteWideTypes = new Set(['settings', 'navigationItem', 'banner', 'popup']);

/** How long other processes get to drop their content before their pages are expired. */
const settleMs = 100;
/**
 * When the tags are expired a second time: a page whose render began before the content changed
 * (and so shows the old content) but was stored after the first expiry is expired by the second.
 */
const secondPassMs = 1500;

/** Purges the configured cache tier (CDN_PURGE); without one, nothing. */
const purgeCdn: PurgeKeys = async (keys) => {
  const purger = getCdnPurger();
  if (!purger) return;
  try {
    await purger.purge(keys);
    metrics().cdnPurges.labels({ outcome: 'purged' }).inc();
  } catch (error) {
    metrics().cdnPurges.labels({ outcome: 'failed' }).inc();
    throw error;
  }
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The content webhook's work (POST /api/revalidate). The content cache is cleared in every
 * process; the pages showing the changed entry are found in the index of pages by tag; then those
 * pages, and only those, are made fresh in Next's cache and purged from the cache tier in front,
 * in that order, so the tier never fetches an old copy again. Settings, navigation, banners and
 * popups are shown by every page, so their pages are all of them.
 */
export async function revalidateContent(
  change: ContentChange,
  { renderAgain, purge = purgeCdn, wait = sleep }: RevalidationDeps,
): Promise<Revalidation> {
  const { BRAND, REDIS_PREFIX } = getConfig();
  const everything = change.entryId === undefined;
  const tags = everything
    ? [siteKey(BRAND)]
    : [change.entryId!, ...(change.contentType ? contentTypeTags(change.contentType) : [])];
  await clearContentCache();
  const pages = await pagesTagged(getDatabase(), BRAND, tags);
  // The tier's keys: the entry's own (pages that carry it), and each page's (a page's first copy
  // carries only its own key and the site's: src/proxy.ts). What every page shows (the settings,
  // navigation, banners, popups) purges the site's key: every copy, 404s and all.
  const wholeSite = everything || siteWideTypes.has(change.contentType ?? '');
  const ownKeys = wholeSite && !everything ? [siteKey(BRAND), ...tags] : tags;
  const keys = wholeSite ? ownKeys : [...ownKeys, ...pages.map((path) => pageKey(BRAND, path))];
  const log = getLogger().child({ component: 'page-cache' });

  const redis = getRedis();
  if (redis) {
    const store = pageCacheKeys(REDIS_PREFIX, BRAND);
    const expireAndPurge = async () => {
      await expireTagsInRedis(redis, store, tags, Date.now());
      await purge(keys);
    };
    await wait(settleMs);
    await expireAndPurge();
    void wait(secondPassMs)
      .then(expireAndPurge)
      .catch((error: unknown) => log.warn({ err: error, tags }, 'The second expiry failed'));
    return { tags, pages, mode: 'expired' };
  }

  void (async () => {
    const rendered = await revalidateEach(pages, async (path) => {
      await renderAgain(path);
      await purge([pageKey(BRAND, path)]);
    });
    if (rendered.failed.length > 0) {
      log.warn({ tags, failed: rendered.failed }, 'Some pages could not be made fresh');
    }
    await purge(ownKeys);
  })().catch((error: unknown) => log.warn({ err: error, tags }, 'Revalidation failed'));
  return { tags, pages, mode: 'rendering' };
}
