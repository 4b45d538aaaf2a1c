import path from 'node:path';
import { getConfig } from '@/lib/config';
import { getLogger } from '@/lib/log';
import { createRedisClient, getRedis } from '@/lib/redis';
import { reportInvalidNestedEntries } from '../lenient-array';
import { cachedContentSource, contentTtlMs, editingTtlMs } from './cached-content-source';
import {
  contentClearChannel,
  contentKeyPrefix,
  createContentCache,
  type ContentCache,
} from './content-cache';
import type { ContentSource } from './content-source';
import { createContentfulEntryStore } from './contentful/contentful-entry-store';
import { createContentSource } from './create-content-source';
import type { EntryStore } from './entry-store';
import { createLocalEntryStore } from './local/local-entry-store';
import { readPageEntry } from './page-entry';
import { tracedCalls } from '@/lib/telemetry';

export type { ContentSource, ContentMethod } from './content-source';
export type { EntryQuery, EntryStore, ResolvedEntry } from './entry-store';
export { createContentSource, includeDepth } from './create-content-source';
export { createLocalEntryStore } from './local/local-entry-store';
export { flattenEntry } from '../flatten-entry';

const key = Symbol.for('tavola.content');
type State = { content: ContentCache; sources: Map<string, ContentSource> };
type WithContent = typeof globalThis & { [key]?: State };

/**
 * The process's content cache and sources. They live on globalThis because Next.js bundles each
 * route separately, and the whole process must share one cache (and one Redis subscription).
 */
function state(): State {
  const store = globalThis as WithContent;
  if (!store[key]) {
    const config = getConfig();
    const log = getLogger().child({ component: 'content' });
    reportInvalidNestedEntries(({ id, issues }) =>
      log.warn({ entryId: id, issues }, 'Invalid nested content entry skipped'),
    );
    const content = createContentCache({
      maxEntries: config.CONTENT_CACHE_MAX_ENTRIES,
      maxBytes: config.CONTENT_CACHE_MAX_MB * 1024 * 1024,
      staleMaxAgeMs: config.CONTENT_STALE_MAX_AGE_S * 1000,
      shared: config.REDIS_URL
        ? {
            channel: contentClearChannel(config.REDIS_PREFIX, config.BRAND),
            publisher: getRedis,
            waitMs: config.REDIS_CONNECT_TIMEOUT_MS,
          }
        : undefined,
      log,
    });
    store[key] = { content, sources: new Map() };
  }
  return store[key];
}

/** The local space export of a brand. */
export function localContentFile(brand: string, dir = getConfig().CONTENT_DIR): string {
  return path.resolve(dir, `${brand}.json`);
}

function createEntryStore(preview: boolean): EntryStore {
  const config = getConfig();
  if (config.CONTENT_SOURCE === 'local') {
    return createLocalEntryStore({
      file: localContentFile(config.BRAND),
      preview,
    });
  }
  // Draft mode reads the Preview API; without a preview token it shows the published content.
  const usePreview = preview && config.CONTENTFUL_PREVIEW_TOKEN !== undefined;
  return createContentfulEntryStore({
    // The env schema requires the space and the delivery token when CONTENT_SOURCE=contentful.
    space: config.CONTENTFUL_SPACE_ID ?? '',
    accessToken:
      (usePreview ? config.CONTENTFUL_PREVIEW_TOKEN : config.CONTENTFUL_ACCESS_TOKEN) ?? '',
    environment: config.CONTENTFUL_ENVIRONMENT,
    host: usePreview ? config.CONTENTFUL_PREVIEW_HOST : config.CONTENTFUL_HOST,
    // Short: a CMS outage fails a read in seconds, and the cache serves the last good content.
    timeoutMs: config.CONTENTFUL_TIMEOUT_MS,
    retryLimit: config.CONTENTFUL_RETRIES,
    log: getLogger().child({ component: 'content' }),
  });
}

/**
 * Draft mode: the raw page entry of /{slug} or /{parentSlug}/{slug} from the Preview API (or the
 * local store), for live updates in the browser; see page-entry.ts.
 */
export function getPreviewPageEntry(slug: string, parentSlug?: string) {
  return readPageEntry(
    tracedCalls(`content-${getConfig().CONTENT_SOURCE}`, createEntryStore(true)),
    slug,
    parentSlug,
  );
}

/**
 * The configured brand's content: local or Contentful, published or (draft mode) preview, cached
 * as spec 1 §9 says. One instance per kind for the whole process.
 */
export function getContentSource({ preview = false } = {}): ContentSource {
  const { sources, content } = state();
  const config = getConfig();
  const name = `${config.BRAND}:${preview ? 'preview' : 'published'}`;
  let source = sources.get(name);
  if (!source) {
    const editing = preview || config.NODE_ENV === 'development';
    source = cachedContentSource(
      createContentSource(
        tracedCalls(`content-${config.CONTENT_SOURCE}`, createEntryStore(preview)),
        getLogger().child({ component: 'content' }),
      ),
      content.cache,
      `${contentKeyPrefix}${name}`,
      (method) => (editing ? editingTtlMs : contentTtlMs[method]),
    );
    sources.set(name, source);
  }
  return source;
}

/**
 * Forgets all cached content (the revalidate webhook): in this process, and with REDIS_URL in
 * every process of the site. The one way to clear content; nothing else should reach the cache.
 */
export function clearContentCache(): Promise<void> {
  return state().content.clear();
}

/**
 * With REDIS_URL, makes this process clear its content cache whenever any process of the site
 * clears its own (its own connection, subscribed once). Every server process calls it at start
 * (instrumentation); scripts do not, and so open no connection that would keep them running.
 */
export function listenForContentClears(): void {
  const { REDIS_URL } = getConfig();
  if (!REDIS_URL) return;
  state().content.listen(() => createRedisClient(REDIS_URL, 'content-cache-subscriber'));
}
export { readContent } from './read-content';
