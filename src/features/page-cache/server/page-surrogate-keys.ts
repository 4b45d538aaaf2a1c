import { siteKey, pageKey, surrogateKeyHeader, type SurrogateKeyHeader } from '@/lib/cdn';
import { getConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { getLogger } from '@/lib/log';
import { maxRecordedPathLength, tagsOfPage } from './page-tags-repository';
import { pathMemo } from './path-memo';

/**
 * A page's tags as last read from the index, for a few seconds: the tier asks again only when its
 * copy ran out, and a page's tags change only when it is rendered again. At most 2 MB, paths
 * counted; a path longer than any page is never looked up or kept.
 */
const known = pathMemo<string[]>({
  maxBytes: 2 * 1024 * 1024,
  ttlMs: 5_000,
  valueBytes: (tags) => tags.reduce((bytes, tag) => bytes + tag.length + 1, 0),
});

/**
 * The surrogate-key header of the page at `path` for the cache tier in front (CDN_PURGE), or null
 * without one: the page's own key, the site's, and the entries it showed when it was last rendered
 * (page_tags). A page not rendered yet carries its own key and the site's; the content webhook
 * purges by those too, so its first copy is purged with the rest.
 */
export async function pageSurrogateKeys(path: string): Promise<SurrogateKeyHeader | null> {
  const { CDN_PURGE, BRAND } = getConfig();
  if (!CDN_PURGE) return null;
  let tags = path.length > maxRecordedPathLength ? [] : known.get(path);
  if (!tags) {
    tags = await tagsOfPage(getDatabase(), BRAND, path).catch((error: unknown) => {
      getLogger().warn({ err: error, path }, "The page index could not be read for a page's keys");
      return [];
    });
    if (path.length <= maxRecordedPathLength) known.set(path, tags);
  }
  const own = new Set([pageKey(BRAND, path), siteKey(BRAND)]);
  return surrogateKeyHeader(CDN_PURGE, {
    brand: BRAND,
    path,
    entryIds: tags.filter((tag) => !own.has(tag)),
  });
}
