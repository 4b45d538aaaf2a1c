import type { ResolvedEntry } from '../flatten-entry';
import type { EntryStore } from './entry-store';
import { includeDepth } from './create-content-source';

type Sys = { sys?: { type?: string; id?: string; linkType?: string } };

/**
 * Draft mode's live updates: the raw page entry at /{slug} or /{parentSlug}/{slug}, as the store
 * (the Preview API) gives it, links resolved to the same depth as the page's view model, for the
 * browser to hand to Contentful's live preview SDK. Read straight from the store, never cached:
 * the editor is changing it.
 */
export async function readPageEntry(
  store: EntryStore,
  slug: string,
  parentSlug?: string,
): Promise<ResolvedEntry | null> {
  const entries = await store.getEntries({
    contentType: 'page',
    include: includeDepth.page,
    fields: { slug },
  });
  const page = entries.find((entry) => parentSlugOf(entry) === parentSlug);
  return page ? (jsonSafe(page) as ResolvedEntry) : null;
}

function parentSlugOf(entry: ResolvedEntry): string | undefined {
  const parent = entry.fields.parent as { fields?: { slug?: unknown } } | undefined;
  return typeof parent?.fields?.slug === 'string' ? parent.fields.slug : undefined;
}

/**
 * The entry as plain JSON for the page's props: the SDK resolves links into a graph, in which an
 * entry linked again on its own path (a cycle) would break serialisation; it becomes a link there,
 * as the API writes an unresolved one.
 */
function jsonSafe(value: unknown, path: ReadonlySet<object> = new Set()): unknown {
  if (Array.isArray(value)) return value.map((item) => jsonSafe(item, path));
  if (value === null || typeof value !== 'object') return value;
  if (path.has(value)) {
    const { sys } = value as Sys;
    return { sys: { type: 'Link', linkType: sys?.type ?? 'Entry', id: sys?.id } };
  }
  const inside = new Set(path).add(value);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, jsonSafe(item, inside)]),
  );
}
