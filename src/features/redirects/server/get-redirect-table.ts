import type { Restaurant } from '@/lib/content';
import { getContentSource, type ContentSource } from '@/lib/content/server';
import { getLogger, type Logger } from '@/lib/log';
import { compileRedirects, type RedirectSources, type RedirectTable } from './redirect-table';

type RedirectContent = Pick<ContentSource, 'getRedirects' | 'getRestaurants' | 'getSettings'>;

/**
 * A getter of the redirect table. It compiles the table from the cached content, and again only
 * when that content changes (the content cache hands out new objects: their time ran out, or the
 * revalidation webhook cleared it), so a request costs one lookup. If the content cannot be read,
 * the last table (at first, the legacy table alone) still applies.
 */
export function createRedirectTableGetter(
  content: () => RedirectContent,
  log: () => Pick<Logger, 'warn'>,
): () => Promise<RedirectTable> {
  let compiled: { sources: RedirectSources; table: RedirectTable } | undefined;
  const same = (a: RedirectSources, b: RedirectSources) =>
    a.entries === b.entries && a.restaurants === b.restaurants && a.settings === b.settings;

  return async () => {
    let sources: RedirectSources;
    let withPages: Restaurant[];
    try {
      const source = content();
      const [entries, restaurants, settings] = await Promise.all([
        source.getRedirects(),
        source.getRestaurants(),
        source.getSettings(),
      ]);
      sources = { entries, restaurants, settings };
      withPages = restaurants.filter((restaurant) => !restaurant.hideRestaurantDetailPage);
    } catch (error) {
      log().warn({ err: error }, 'Redirects: the content cannot be read, the last table applies');
      compiled ??= {
        sources: { entries: [], restaurants: [], settings: null },
        table: compileRedirects({ entries: [], restaurants: [], settings: null }),
      };
      return compiled.table;
    }
    if (compiled && same(compiled.sources, sources)) return compiled.table;
    const table = compileRedirects({ ...sources, restaurants: withPages }, (refused) =>
      log().warn(
        { entryId: refused.id, from: refused.from, to: refused.to },
        `Redirect entry ${refused.id} refused: ${refused.reason}`,
      ),
    );
    compiled = { sources, table };
    return table;
  };
}

/** The site's redirect table, from the configured brand's published content. */
export const getRedirectTable = createRedirectTableGetter(
  () => getContentSource(),
  () => getLogger().child({ component: 'redirects' }),
);
