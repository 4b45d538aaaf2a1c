import path from 'node:path';
import { createMemoryCache, type Cache } from '@/lib/cache';
import { getConfig } from '@/lib/config';
import { getLogger } from '@/lib/log';
import { reportInvalidNestedEntries } from '../lenient-array';
import { cachedContentSource, contentTtlMs, editingTtlMs } from './cached-content-source';
import type { ContentSource } from './content-source';
import { createContentfulEntryStore } from './contentful/contentful-entry-store';
import { createContentSource } from './create-content-source';
import type { EntryStore } from './entry-store';
import { createLocalEntryStore } from './local/local-entry-store';

export type { ContentSource, ContentMethod } from './content-source';
export type { EntryQuery, EntryStore, ResolvedEntry } from './entry-store';
export { createContentSource, includeDepth } from './create-content-source';
export { createLocalEntryStore } from './local/local-entry-store';
export { flattenEntry } from './flatten-entry';

const key = Symbol.for('tavola.content');
type State = { cache: Cache; sources: Map<string, ContentSource> };
type WithContent = typeof globalThis & { [key]?: State };

function state(): State {
  const store = globalThis as WithContent;
  if (!store[key]) {
    const log = getLogger().child({ component: 'content' });
    reportInvalidNestedEntries(({ id, issues }) =>
      log.warn({ entryId: id, issues }, 'Invalid nested content entry skipped'),
    );
    store[key] = { cache: createMemoryCache(), sources: new Map() };
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
      watch: config.NODE_ENV === 'development',
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
    log: getLogger().child({ component: 'content' }),
  });
}

/**
 * The configured brand's content: local or Contentful, published or (draft mode) preview, cached
 * as spec 1 §9 says. One instance per kind for the whole process.
 */
export function getContentSource({ preview = false } = {}): ContentSource {
  const { sources, cache } = state();
  const config = getConfig();
  const name = `${config.BRAND}:${preview ? 'preview' : 'published'}`;
  let source = sources.get(name);
  if (!source) {
    const editing = preview || config.NODE_ENV === 'development';
    source = cachedContentSource(
      createContentSource(createEntryStore(preview), getLogger().child({ component: 'content' })),
      cache,
      `content:${name}`,
      (method) => (editing ? editingTtlMs : contentTtlMs[method]),
    );
    sources.set(name, source);
  }
  return source;
}

/** Forgets all cached content (the revalidate webhook). */
export function clearContentCache(): Promise<void> {
  return state().cache.clear('content:');
}
export { readContent } from './read-content';
