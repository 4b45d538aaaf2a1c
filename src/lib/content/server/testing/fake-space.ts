import { readFileSync } from 'node:fs';

// The fake Delivery API's own reading of a space export. It shares nothing with the local store on
// purpose: the contract suite compares two independent readings of the same export.

export interface Link {
  sys: { type: 'Link'; linkType: string; id: string };
}

/** An entry or asset as the Management API (and so a space export) holds it. */
export interface ExportEntity {
  sys: {
    id: string;
    type: 'Entry' | 'Asset';
    contentType?: Link;
    createdAt?: string;
    updatedAt?: string;
    firstPublishedAt?: string;
    publishedAt?: string;
    publishedVersion?: number;
    publishedCounter?: number;
    archivedVersion?: number;
  };
  fields: Record<string, Record<string, unknown> | undefined>;
  metadata?: { tags?: unknown[]; concepts?: unknown[] };
}

export interface ExportField {
  id: string;
  type: string;
  localized?: boolean;
  omitted?: boolean;
  linkType?: string;
  items?: { type: string; linkType?: string };
}

export interface ExportContentType {
  sys: { id: string };
  name?: string;
  description?: string;
  displayField?: string;
  fields: ExportField[];
}

export interface ExportLocale {
  code: string;
  name?: string;
  default?: boolean;
  fallbackCode?: string | null;
}

/** A Contentful space export (`contentful space export`). */
export interface SpaceExportData {
  contentTypes: ExportContentType[];
  entries: ExportEntity[];
  assets: ExportEntity[];
  locales: ExportLocale[];
}

export function readExportFile(file: string): SpaceExportData {
  return JSON.parse(readFileSync(file, 'utf8')) as SpaceExportData;
}

/** What one token sees of a space: the Delivery API only what is published, the Preview API drafts too. */
export interface SpaceView {
  spaceId: string;
  environment: string;
  preview: boolean;
  defaultLocale: string;
  locales: ExportLocale[];
  contentTypes: Map<string, ExportContentType>;
  entries: ExportEntity[];
  assets: ExportEntity[];
  /** Visible entries and assets by `Entry!id` / `Asset!id`. */
  byKey: Map<string, ExportEntity>;
}

export function viewOf(
  data: SpaceExportData,
  { spaceId, environment, preview }: { spaceId: string; environment: string; preview: boolean },
): SpaceView {
  // Archived content is served by neither API; drafts only by the Preview API.
  const visible = (entity: ExportEntity) =>
    entity.sys.archivedVersion === undefined &&
    (preview || entity.sys.publishedVersion !== undefined);
  const entries = data.entries.filter(visible);
  const assets = data.assets.filter(visible);
  return {
    spaceId,
    environment,
    preview,
    defaultLocale:
      (data.locales.find((locale) => locale.default) ?? data.locales[0])?.code ?? 'en-US',
    locales: data.locales,
    contentTypes: new Map(data.contentTypes.map((type) => [type.sys.id, type])),
    entries,
    assets,
    byKey: new Map([...entries, ...assets].map((entity) => [keyOf(entity.sys), entity])),
  };
}

export const keyOf = (sys: { type: string; id: string }) =>
  `${sys.type === 'Link' ? (sys as Link['sys']).linkType : sys.type}!${sys.id}`;

/** The value of a field in a locale, falling back as Contentful does. */
export function fieldValue(
  view: SpaceView,
  values: Record<string, unknown> | undefined,
  locale: string,
  field?: ExportField,
): unknown {
  if (!values) return undefined;
  // A field that is not localized holds only the default locale's value.
  if (field && !field.localized) return values[view.defaultLocale];
  const seen = new Set<string>();
  for (let code: string | null | undefined = locale; code && !seen.has(code);) {
    seen.add(code);
    if (values[code] !== undefined) return values[code];
    code = view.locales.find((candidate) => candidate.code === code)?.fallbackCode;
  }
  return undefined;
}

/** The fields of an entity as the API serves them: in one locale, or every locale for `*`. */
export function fieldsOf(view: SpaceView, entity: ExportEntity, locale: string) {
  const type = entity.sys.contentType && view.contentTypes.get(entity.sys.contentType.sys.id);
  const fields: Record<string, unknown> = {};
  for (const [id, values] of Object.entries(entity.fields)) {
    const field = type?.fields.find((candidate) => candidate.id === id);
    if (field?.omitted) continue; // omitted fields stay out of the delivery APIs
    const value = locale === '*' ? values : fieldValue(view, values, locale, field);
    if (value !== undefined) fields[id] = value;
  }
  return fields;
}

/**
 * The entity as the Delivery API serves it. Its sys is the published version's: first published
 * (createdAt), last published (updatedAt), times published (revision). The Preview API serves the
 * latest draft's times.
 */
export function resourceOf(view: SpaceView, entity: ExportEntity, locale: string) {
  const { sys } = entity;
  const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });
  return {
    metadata: { tags: entity.metadata?.tags ?? [], concepts: entity.metadata?.concepts ?? [] },
    sys: {
      space: link('Space', view.spaceId),
      id: sys.id,
      type: sys.type,
      createdAt: view.preview ? sys.createdAt : (sys.firstPublishedAt ?? sys.createdAt),
      updatedAt: view.preview ? sys.updatedAt : (sys.publishedAt ?? sys.updatedAt),
      environment: link('Environment', view.environment),
      ...(sys.publishedVersion !== undefined ? { publishedVersion: sys.publishedVersion } : {}),
      ...(view.preview && sys.publishedAt
        ? { firstPublishedAt: sys.firstPublishedAt, publishedAt: sys.publishedAt }
        : {}),
      revision: sys.publishedCounter ?? (sys.publishedVersion !== undefined ? 1 : 0),
      ...(sys.contentType ? { contentType: link('ContentType', sys.contentType.sys.id) } : {}),
      ...(locale === '*' ? {} : { locale }),
    },
    fields: fieldsOf(view, entity, locale),
  };
}

/**
 * The entries and assets an entry links to, as the include resolution follows them: Link fields,
 * arrays of links, and the embedded and hyperlinked targets of rich text. JSON fields are data.
 */
export function linksOf(view: SpaceView, entity: ExportEntity, locale: string): Link[] {
  const type = entity.sys.contentType && view.contentTypes.get(entity.sys.contentType.sys.id);
  const links: Link[] = [];
  for (const field of type?.fields ?? []) {
    if (field.omitted) continue;
    const value = fieldValue(view, entity.fields[field.id], locale, field);
    if (field.type === 'Link' || (field.type === 'Array' && field.items?.type === 'Link')) {
      for (const item of [value].flat()) if (isLink(item)) links.push(item);
    } else if (field.type === 'RichText') {
      richTextTargets(value, links);
    }
  }
  return links;
}

function richTextTargets(node: unknown, links: Link[]) {
  if (!node || typeof node !== 'object') return;
  const { data, content } = node as { data?: { target?: unknown }; content?: unknown[] };
  if (isLink(data?.target)) links.push(data.target);
  for (const child of content ?? []) richTextTargets(child, links);
}

export function isLink(value: unknown): value is Link {
  const sys = (value as Link | null | undefined)?.sys;
  return sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset');
}
