import { formFields } from './form-templates';
import { formNames, type TileNames } from './tile-names';

/** The registry's two halves, each of which gets one line (and its import) per tile. */
export const browserList = 'src/registry/tile-blocks.ts';
export const serverList = 'src/registry/tile-definitions.server.ts';
/** The schemas of the tiles without a loader, which follow an editor's typing in draft mode. */
export const liveList = 'src/registry/live-updates/live-tile-schemas.ts';
/** The forms whose words editors can change ('Form wording'), with their fields. */
export const wordingList = 'src/lib/content/form-wording.schema.ts';
/** The same forms for the editors: where each is, its fields, what else they can word. */
export const editorsList = 'docs/EDITORS.md';

export interface ListEdit {
  /**
   * The import the line needs, placed after the file's last import matching `lastImport`; none
   * for a block the line loads itself (`next/dynamic`) or a line that names no module.
   */
  importLine?: string;
  lastImport?: RegExp;
  /** The line that opens the list; the list closes at the first `listEnd` after it. */
  listStart: RegExp;
  /** The line itself, placed last in the list, just before the line that closes it. */
  entry: string;
  listEnd: RegExp;
  /** The property the line adds, for a list keyed by it: the same key twice is refused. */
  key?: string;
}

const propertyOf = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`);

/**
 * The edits of every list a new tile is registered in: the browser list (key -> block), the
 * server list (definitions), the live-update schemas (a new tile has no loader, so it follows an
 * editor's typing) and, for a form tile, the form's fields in 'Form wording' and its row in the
 * editors' guide to it. A form tile's block
 * is a `next/dynamic` import: react-hook-form, zod and the captcha are then downloaded only by the
 * pages that show the form, not by every page (the home page's first-load budget, docs/TILES.md).
 */
export function registryEdits(names: TileNames): Record<string, ListEdit> {
  const { folder, key, block, stem } = names;
  const property = propertyOf(key);
  const blockModule = `@/blocks/${folder}/${folder}-block`;
  const lazy = key.startsWith('form:');
  const edits: Record<string, ListEdit> = {
    [browserList]: {
      ...(lazy ? {} : { importLine: `import { ${block} } from '${blockModule}';` }),
      lastImport: /^import .* from '@\/blocks\/.*';$/,
      listStart: /^export const tileBlocks = \{$/,
      entry: lazy
        ? `  ${property}: dynamic(() => import('${blockModule}').then((m) => m.${block})),`
        : `  ${property}: ${block},`,
      listEnd: /^} satisfies Record<string, AnyBlock>;$/,
      key,
    },
    [serverList]: {
      importLine: `import { ${stem}Tile } from '@/blocks/${folder}/${folder}.tile.server';`,
      lastImport: /^import .* from '@\/blocks\/.*\.tile\.server';$/,
      listStart: /^export const tileDefinitions = \[$/,
      entry: `  ${stem}Tile,`,
      listEnd: /^\] as const;$/,
    },
    [liveList]: {
      importLine: `import { ${stem}Schema } from '@/blocks/${folder}/${folder}.schema';`,
      lastImport: /^import .* from '@\/blocks\/.*\.schema';$/,
      listStart: /^export const liveTileSchemas\b/,
      entry: `  ${property}: ${stem}Schema,`,
      listEnd: /^};$/,
      key,
    },
  };
  if (names.formType) {
    const form = formNames(names.formType);
    edits[wordingList] = {
      listStart: /^export const wordedForms = \{$/,
      entry: `  ${form.formType}: [${formFields.map((field) => `'${field}'`).join(', ')}],`,
      listEnd: /^} as const;$/,
      key: form.formType,
    };
    const fields = formFields.map((field) => `\`${field}\``).join(', ');
    edits[editorsList] = {
      listStart: /^\| Form +\| Where +\| Fields +\| Button, thanks +\|$/,
      entry: `| \`${form.formType}\` | the ${names.title.toLowerCase()} tile | ${fields} | both |`,
      listEnd: /^$/,
    };
  }
  return edits;
}

const lastIndex = (lines: string[], pattern: RegExp) =>
  lines.reduce((found, line, index) => (pattern.test(line) ? index : found), -1);

/** Where the list opens and closes in `lines`; -1 for what is not found. */
function listBounds(lines: string[], edit: ListEdit) {
  const startAt = lines.findIndex((line) => edit.listStart.test(line));
  const after = startAt < 0 ? -1 : lines.slice(startAt + 1).findIndex((l) => edit.listEnd.test(l));
  return { startAt, endAt: after < 0 ? -1 : startAt + 1 + after };
}

/** `source` with the tile's line and import added; throws if the list is not where it was. */
export function addToList(file: string, source: string, edit: ListEdit): string {
  const lines = source.split('\n');
  const { startAt, endAt } = listBounds(lines, edit);
  const importAt = edit.importLine && edit.lastImport ? lastIndex(lines, edit.lastImport) : -1;
  if (endAt < 0 || (edit.importLine && (importAt < 0 || startAt < importAt))) {
    throw new Error(
      `${file} no longer has the shape new-tile knows (${edit.listStart.source} ... ` +
        `${edit.listEnd.source}): add "${edit.entry.trim()}"${edit.importLine ? ' and its import' : ''} ` +
        'by hand (docs/TILES.md)',
    );
  }
  lines.splice(endAt, 0, edit.entry);
  if (edit.importLine) lines.splice(importAt + 1, 0, edit.importLine);
  return lines.join('\n');
}

/** Whether the list already has the edit's key (for a list keyed by it). */
export function isListed(source: string, edit: ListEdit): boolean {
  if (edit.key === undefined) return false;
  const lines = source.split('\n');
  const { startAt, endAt } = listBounds(lines, edit);
  const escaped = edit.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const property = new RegExp(`^\\s*'?${escaped}'?:`);
  return lines.slice(startAt + 1, endAt < 0 ? undefined : endAt).some((l) => property.test(l));
}
