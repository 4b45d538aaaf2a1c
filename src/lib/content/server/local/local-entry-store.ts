import { statSync } from 'node:fs';
import type { EntryQuery, EntryStore, ResolvedEntry, UnresolvedLink } from '../entry-store';
import {
  defaultLocale,
  readSpaceExport,
  type ExportAsset,
  type ExportEntry,
  type LocalizedFields,
  type SpaceExport,
} from './space-export';

interface Options {
  /** The space export file of the brand. */
  file: string;
  /** Drafts too (the Preview API), or only published entries (the Delivery API). */
  preview: boolean;
}

type Node = ExportEntry | ExportAsset;

/**
 * The local content store: a Contentful space export read from disk, queried and resolved exactly as
 * the Delivery API and its SDK would (published entries only unless previewing; links resolved to
 * `include` levels; links to anything missing, unpublished or deeper left unresolved).
 */
export function createLocalEntryStore({ file, preview }: Options): EntryStore {
  let loaded: { mtimeMs: number; space: SpaceExport; locale: string; byId: Map<string, Node> };

  function space() {
    // A changed file is read again, as Contentful serves a publish: the content cache above asks
    // only on a miss (every minute or so, or after a revalidation), so one stat then costs nothing.
    const mtimeMs = statSync(file).mtimeMs;
    if (!loaded || loaded.mtimeMs !== mtimeMs) {
      const data = readSpaceExport(file);
      // Neither API serves archived content; the Delivery API serves only what is published.
      const visible = (node: Node) =>
        node.sys.archivedVersion === undefined &&
        (preview || node.sys.publishedVersion !== undefined);
      const byId = new Map<string, Node>();
      for (const node of [...data.entries, ...data.assets])
        if (visible(node)) byId.set(node.sys.id, node);
      loaded = { mtimeMs, space: data, locale: defaultLocale(data), byId };
    }
    return loaded;
  }

  return {
    async getEntries(query: EntryQuery): Promise<ResolvedEntry[]> {
      const { byId, locale } = space();
      const localize = (fields: LocalizedFields) =>
        Object.fromEntries(
          Object.entries(fields)
            .filter(([, values]) => values[locale] !== undefined)
            .map(([key, values]) => [key, values[locale]]),
        );

      // In id order, as the Contentful store asks the API for them (order=sys.id), so that the
      // first of several matches (a page and its draft copy) is the same entry in both stores.
      const items = [...byId.values()]
        .filter(
          (node): node is ExportEntry =>
            node.sys.type === 'Entry' &&
            node.sys.contentType.sys.id === query.contentType &&
            Object.entries(query.fields ?? {}).every(
              ([key, value]) => String(node.fields[key]?.[locale]) === value,
            ),
        )
        .sort((a, b) => (a.sys.id < b.sys.id ? -1 : a.sys.id > b.sys.id ? 1 : 0));

      // The Delivery API includes what the items link to, level by level, up to `include` levels.
      const included = new Set(items.map((item) => item.sys.id));
      let frontier: Node[] = items;
      for (let level = 0; level < query.include && frontier.length > 0; level++) {
        const next: Node[] = [];
        for (const node of frontier) {
          for (const id of linkedIds(localize(node.fields))) {
            const target = byId.get(id);
            if (target && !included.has(id)) {
              included.add(id);
              next.push(target);
            }
          }
        }
        frontier = next;
      }

      // The SDK then replaces every link whose target came back with that target (shared objects).
      const resolved = new Map<string, ResolvedEntry | object>();
      for (const id of included) {
        const node = byId.get(id)!;
        resolved.set(id, { sys: sysOf(node, preview), fields: localize(node.fields) });
      }
      for (const value of resolved.values()) {
        const fields = (value as { fields: Record<string, unknown> }).fields;
        for (const key of Object.keys(fields)) fields[key] = resolveLinks(fields[key], resolved);
      }
      return items.map((item) => resolved.get(item.sys.id) as ResolvedEntry);
    },
  };
}

/**
 * The sys the SDK hands out. The Delivery API serves the published version, so its `updatedAt` is
 * when that was published; the Preview API serves the latest edit.
 */
function sysOf(node: Node, preview: boolean) {
  const updatedAt = preview ? node.sys.updatedAt : (node.sys.publishedAt ?? node.sys.updatedAt);
  const sys = { id: node.sys.id, type: node.sys.type, updatedAt };
  return node.sys.type === 'Entry'
    ? { ...sys, contentType: { sys: { id: node.sys.contentType.sys.id } } }
    : sys;
}

function isLink(value: unknown): value is UnresolvedLink {
  return (value as UnresolvedLink | null)?.sys?.type === 'Link';
}

/** Every entry and asset id a value links to, including rich-text embeds and hyperlinks. */
function linkedIds(value: unknown, ids: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) linkedIds(item, ids);
  else if (isLink(value)) {
    if (value.sys.linkType === 'Entry' || value.sys.linkType === 'Asset') ids.push(value.sys.id);
  } else if (value && typeof value === 'object') {
    for (const child of Object.values(value)) linkedIds(child, ids);
  }
  return ids;
}

function resolveLinks(value: unknown, resolved: Map<string, object>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveLinks(item, resolved));
  if (isLink(value)) return resolved.get(value.sys.id) ?? value;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, resolveLinks(child, resolved)]),
    );
  }
  return value;
}
