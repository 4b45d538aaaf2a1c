import type { ResolvedEntry } from '@/lib/content';

type Flat = { id: string; contentType?: string; url?: string; [field: string]: unknown };

/**
 * A flat entry (a tile fixture) as Contentful's SDK gives it before flattening: `sys` and
 * `fields`, links resolved to entries and assets of that shape. The inverse of flattenEntry, for
 * tests that need the raw entries the live preview SDK works on.
 */
export function rawEntryOf(flat: Flat): ResolvedEntry {
  const { id, contentType, updatedAt, ...fields } = flat;
  return {
    sys: {
      id,
      type: 'Entry',
      contentType: { sys: { id: contentType ?? '' } },
      ...(typeof updatedAt === 'string' ? { updatedAt } : {}),
    },
    fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, raw(value)])),
  };
}

function raw(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(raw);
  if (value === null || typeof value !== 'object') return value;
  const flat = value as Flat;
  if (typeof flat.id === 'string' && typeof flat.contentType === 'string' && flat.url) {
    const { id, url, title, description, contentType, width, height } = flat;
    return {
      sys: { id, type: 'Asset' },
      fields: {
        title,
        description,
        file: { url, contentType, details: { image: { width, height } } },
      },
    };
  }
  if (typeof flat.id === 'string' && typeof flat.contentType === 'string') return rawEntryOf(flat);
  return value;
}
