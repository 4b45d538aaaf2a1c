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

/** An entry as plain data: its id, content type and fields, every resolved link made plain too. */
export interface FlatEntry {
  id: string;
  contentType: string;
  updatedAt?: string;
  [field: string]: unknown;
}

/** A plain asset (see asset.schema.ts). */
export interface FlatAsset {
  id: string;
  url: string;
  title?: string;
  description?: string;
  contentType: string;
  width?: number;
  height?: number;
}

type Sys = { sys?: { type?: string; id?: string } };

function isEntry(value: unknown): value is ResolvedEntry {
  const sys = (value as Sys).sys;
  return sys?.type === 'Entry' && typeof (value as ResolvedEntry).fields === 'object';
}

function isAsset(value: unknown): value is ResolvedAsset {
  const sys = (value as Sys).sys;
  return sys?.type === 'Asset' && typeof (value as ResolvedAsset).fields === 'object';
}

function isLink(value: unknown): boolean {
  return (value as Sys).sys?.type === 'Link';
}

/**
 * Turns a resolved entry into plain data. Unresolved links disappear (an array loses the item, a
 * single link becomes undefined), and an entry met again on its own path (a cycle) is cut there.
 */
export function flattenEntry(
  entry: ResolvedEntry,
  path: ReadonlySet<string> = new Set(),
): FlatEntry {
  const flat: FlatEntry = {
    id: entry.sys.id,
    contentType: entry.sys.contentType.sys.id,
    ...(entry.sys.updatedAt ? { updatedAt: entry.sys.updatedAt } : {}),
  };
  const inside = new Set(path).add(entry.sys.id);
  for (const [key, value] of Object.entries(entry.fields)) {
    const plain = flattenValue(value, inside);
    if (plain !== undefined) flat[key] = plain;
  }
  return flat;
}

export function flattenAsset(asset: ResolvedAsset): FlatAsset | undefined {
  const file = asset.fields.file;
  if (!file?.url) return undefined;
  const image = file.details?.image;
  return {
    id: asset.sys.id,
    // Contentful serves protocol-relative URLs; the site always uses https.
    url: file.url.startsWith('//') ? `https:${file.url}` : file.url,
    ...(asset.fields.title ? { title: asset.fields.title } : {}),
    ...(asset.fields.description ? { description: asset.fields.description } : {}),
    contentType: file.contentType,
    ...(image ? { width: image.width, height: image.height } : {}),
  };
}

function flattenValue(value: unknown, path: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => flattenValue(item, path)).filter((item) => item !== undefined);
  }
  if (value === null || typeof value !== 'object') return value;
  if (isEntry(value)) return path.has(value.sys.id) ? undefined : flattenEntry(value, path);
  if (isAsset(value)) return flattenAsset(value);
  if (isLink(value)) return undefined;
  if ((value as { nodeType?: unknown }).nodeType) return flattenRichTextNode(value, path);
  return value; // a Location or a JSON object field
}

/** Rich text keeps its structure; each embedded or linked target becomes plain data. */
function flattenRichTextNode(node: object, path: ReadonlySet<string>): unknown {
  const { data, content, ...rest } = node as { data?: { target?: unknown }; content?: unknown[] };
  const flatData: Record<string, unknown> = { ...(data ?? {}) };
  if (data?.target !== undefined) {
    const target = flattenValue(data.target, path);
    if (target === undefined) delete flatData.target;
    else flatData.target = target;
  }
  return {
    ...rest,
    data: flatData,
    ...(content ? { content: content.map((child) => flattenValue(child, path)) } : {}),
  };
}
