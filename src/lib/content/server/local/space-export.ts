import { readFileSync } from 'node:fs';

/** A link as Contentful stores it. */
export interface ExportLink {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset' | 'ContentType'; id: string };
}

/** Fields by locale, as the Management API and a space export hold them. */
export type LocalizedFields = Record<string, Record<string, unknown>>;

export interface ExportEntry {
  sys: {
    id: string;
    type: 'Entry';
    contentType: ExportLink;
    updatedAt?: string;
    /** When the published version was published: the Delivery API's `updatedAt`. */
    publishedAt?: string;
    publishedVersion?: number;
    archivedVersion?: number;
  };
  fields: LocalizedFields;
}

export interface ExportAsset {
  sys: {
    id: string;
    type: 'Asset';
    updatedAt?: string;
    publishedAt?: string;
    publishedVersion?: number;
    archivedVersion?: number;
  };
  fields: LocalizedFields;
}

export interface ExportLocale {
  code: string;
  default?: boolean;
  fallbackCode?: string | null;
}

/** A Contentful space export (`contentful space export`): the format of the local content store. */
export interface SpaceExport {
  contentTypes: { sys: { id: string } }[];
  entries: ExportEntry[];
  assets: ExportAsset[];
  locales: ExportLocale[];
}

/** Reads a space export file; a file that is not one fails with its name and what is missing. */
export function readSpaceExport(file: string): SpaceExport {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<SpaceExport>;
  for (const key of ['contentTypes', 'entries', 'assets', 'locales'] as const) {
    if (!Array.isArray(data[key])) {
      throw new Error(`${file} is not a Contentful space export: it has no "${key}" list`);
    }
  }
  return data as SpaceExport;
}

/** The space's default locale code. */
export function defaultLocale(space: SpaceExport): string {
  return space.locales.find((locale) => locale.default)?.code ?? space.locales[0]?.code ?? 'en-US';
}
