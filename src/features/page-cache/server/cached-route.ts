import type { GetStaticProps, GetStaticPropsResult, Redirect } from 'next';
import { pageKey, siteKey } from '@/lib/cdn';
import { getConfig } from '@/lib/config';
import { getContentSource, type ContentSource } from '@/lib/content/server';
import { getDatabase } from '@/lib/db';
import { getLogger } from '@/lib/log';
import { jsonProps, pageRevalidateSeconds, type PageContext, type PageResult } from '@/lib/pages';
import { validTags } from '../page-cache-keys.js';
import { notingContent } from './noting-content';
import { pagePath } from './page-path';
import { forgetPage, maxRecordedPathLength, recordPageTags } from './page-tags-repository';
import { pathMemo } from './path-memo';

/** What a cached page's props carry beside its own: the tags the cache handler keeps it under. */
export interface CacheTagged {
  cacheTags: string[];
}

/** A cached page's data function: its data, no such page, or a redirect. */
export type PageLoader<Props> = (
  context: PageContext,
  content: ContentSource,
) => Promise<PageResult<Props> | { redirect: Redirect }>;

/**
 * A cached page's getStaticProps (incremental static regeneration: rendered once, served from the
 * cache for `pageRevalidateSeconds`, then made again). The page's data is made through a content
 * source that notes what it shows; those tags (with the page's and the site's own keys) go into
 * the props, where the cache handler keeps the page under them, and into the index of pages by tag
 * (page_tags), where the content webhook finds the pages a published entry shows on. Draft mode
 * reads the preview content and is never cached. `route` is the page's route as src/pages names it.
 */
export function cachedRoute<Props extends object>(
  route: string,
  load: PageLoader<Props>,
): GetStaticProps<Props & CacheTagged> {
  return async (context) => {
    const draftMode = context.draftMode ?? false;
    const pageContext: PageContext = { params: context.params, draftMode };
    if (draftMode) {
      return staticResult(await load(pageContext, getContentSource({ preview: true })), []);
    }
    const { BRAND } = getConfig();
    const path = pagePath(route, context.params);
    const shown = new Set<string>();
    const result = await load(pageContext, notingContent(getContentSource(), shown));
    const tags =
      'props' in result ? validTags([siteKey(BRAND), pageKey(BRAND, path), ...shown]) : [];
    await rememberTags(BRAND, path, 'props' in result ? tags : null);
    return staticResult(result, tags);
  };
}

function staticResult<Props>(
  result: PageResult<Props> | { redirect: Redirect },
  cacheTags: string[],
): GetStaticPropsResult<Props & CacheTagged> {
  if ('redirect' in result) return { redirect: result.redirect };
  if ('notFound' in result) return { notFound: true, revalidate: pageRevalidateSeconds };
  return { props: jsonProps({ ...result.props, cacheTags }), revalidate: pageRevalidateSeconds };
}

/**
 * What this process last recorded per page: a page rendered again each minute with the same tags
 * writes nothing. Kept ten minutes, so a row another process removed is written again; at most
 * 2 MB of paths and tags (keys counted), however many distinct paths are asked for.
 */
const recorded = pathMemo<string>({
  maxBytes: 2 * 1024 * 1024,
  ttlMs: 10 * 60_000,
  valueBytes: (tags) => tags.length,
});

/**
 * Records the page's tags in the index (or forgets a page that is a 404 now). A render never fails
 * for it: a page the index misses is still made again when its minute is up. The build records
 * nothing (it has no database; the pages it renders are rendered again on their first request).
 */
async function rememberTags(brand: string, path: string, tags: string[] | null): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (path.length > maxRecordedPathLength) return;
  const page = `${brand}:${path}`;
  const written = tags?.join(' ') ?? '';
  if (recorded.get(page) === written) return;
  try {
    const db = getDatabase();
    await (tags ? recordPageTags(db, brand, path, tags) : forgetPage(db, brand, path));
    recorded.set(page, written);
  } catch (error) {
    getLogger().warn({ err: error, path }, 'The page index could not record a page');
  }
}
