import { createContext, useContext, type ReactNode } from 'react';

// The entry whose fields the elements below show: only set in draft mode.
const EntryContext = createContext<string | undefined>(undefined);

/** The entry (a tile) whose fields the children show, for the live preview inspector. */
export function PreviewEntry({ id, children }: { id?: string; children: ReactNode }) {
  return <EntryContext.Provider value={id}>{children}</EntryContext.Provider>;
}

/** The inspector's attributes on an element that shows one field of an entry. */
export interface PreviewFieldTag {
  'data-contentful-entry-id'?: string;
  'data-contentful-field-id'?: string;
  'data-contentful-locale'?: string;
}

/**
 * The attributes that let Contentful's inspector open a field of the surrounding entry when an
 * editor clicks the element showing it (the SDK needs entry and field on the same element), for
 * each of a block's fields: `tag.title`, `tag.body`... Nothing outside draft mode, so diners'
 * pages carry no tags.
 */
export function usePreviewFields<Field extends string>(
  ...fields: Field[]
): Record<Field, PreviewFieldTag> {
  const entryId = useContext(EntryContext);
  return Object.fromEntries(fields.map((field) => [field, fieldTag(entryId, field)])) as Record<
    Field,
    PreviewFieldTag
  >;
}

function fieldTag(entryId: string | undefined, field: string): PreviewFieldTag {
  if (!entryId) return {};
  return {
    'data-contentful-entry-id': entryId,
    'data-contentful-field-id': field,
    'data-contentful-locale': 'en-GB',
  };
}
