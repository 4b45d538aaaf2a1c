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

/** An entry as the SDK returns it: fields in the default locale, links replaced by their targets. */
export interface ResolvedEntry {
  sys: {
    id: string;
    type: 'Entry';
    contentType: { sys: { id: string } };
    updatedAt?: string;
  };
  fields: Record<string, unknown>;
}

/** An asset as the SDK returns it. */
export interface ResolvedAsset {
  sys: { id: string; type: 'Asset'; updatedAt?: string };
  fields: {
    title?: string;
    description?: string;
    file?: {
      url: string;
      fileName?: string;
      contentType: string;
      details?: { size?: number; image?: { width: number; height: number } };
    };
  };
}
