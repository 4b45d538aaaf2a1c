// The entry shapes are client-safe (the browser flattens live-preview updates with them).
import type { ResolvedEntry } from '../flatten-entry';

export type { ResolvedAsset, ResolvedEntry } from '../flatten-entry';

/**
 * The one thing a content backend must do: find entries of a content type, with their links
 * resolved the way Contentful's Delivery API and its SDK resolve them. The local store and the
 * Contentful store implement it; everything above (flattening, parsing, caching) is shared, so both
 * yield identical view models (the contract suite proves it).
 */
export interface EntryStore {
  getEntries(query: EntryQuery): Promise<ResolvedEntry[]>;
}

export interface EntryQuery {
  /** The content type id, as the Delivery API's `content_type`. */
  contentType: string;
  /** Equality filters on top-level fields, as the Delivery API's `fields.{id}={value}`. */
  fields?: Record<string, string>;
  /** How many levels of links to resolve, as the Delivery API's `include` (0-10). */
  include: number;
}

/** A link the store could not resolve (the target is missing, unpublished or too deep). */
export interface UnresolvedLink {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string };
}
