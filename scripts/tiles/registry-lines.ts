import type { TileNames } from './tile-names';

/** The registry's two lists, each of which gets one line (and its import) per tile. */
export const browserList = 'src/registry/tile-blocks.ts';
export const serverList = 'src/registry/tile-definitions.server.ts';

interface ListEdit {
  /**
   * The import the line needs, placed after the list's last import of the same kind; none for a
   * block the line loads itself (`next/dynamic`).
   */
  importLine?: string;
  lastImport: RegExp;
  /** The line itself, placed last in the list, just before the line that closes it. */
  entry: string;
  listEnd: RegExp;
}

/**
 * The edits of the browser list (key -> block) and the server list (definitions) for a tile. A
 * form tile's block is a `next/dynamic` import: react-hook-form, zod and the captcha are then
 * downloaded only by the pages that show the form, not by every page (the home page's first-load
 * budget, docs/TILES.md).
 */
export function registryEdits(names: TileNames): Record<string, ListEdit> {
  const { folder, key, block, stem } = names;
  const property = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`;
  const blockModule = `@/blocks/${folder}/${folder}-block`;
  const lazy = key.startsWith('form:');
  return {
    [browserList]: {
      ...(lazy ? {} : { importLine: `import { ${block} } from '${blockModule}';` }),
      lastImport: /^import .* from '@\/blocks\/.*';$/,
      entry: lazy
        ? `  ${property}: dynamic(() => import('${blockModule}').then((m) => m.${block})),`
        : `  ${property}: ${block},`,
      listEnd: /^} satisfies Record<string, AnyBlock>;$/,
    },
    [serverList]: {
      importLine: `import { ${stem}Tile } from '@/blocks/${folder}/${folder}.tile.server';`,
      lastImport: /^import .* from '@\/blocks\/.*\.tile\.server';$/,
      entry: `  ${stem}Tile,`,
      listEnd: /^\] as const;$/,
    },
  };
}

const lastIndex = (lines: string[], pattern: RegExp) =>
  lines.reduce((found, line, index) => (pattern.test(line) ? index : found), -1);

/** `source` with the tile's line and import added; throws if the list is not where it was. */
export function addToList(file: string, source: string, edit: ListEdit): string {
  const lines = source.split('\n');
  const importAt = lastIndex(lines, edit.lastImport);
  const endAt = lastIndex(lines, edit.listEnd);
  if (importAt < 0 || endAt < importAt) {
    throw new Error(
      `${file} no longer has the shape new-tile knows (${edit.listEnd.source}): ` +
        `add "${edit.entry.trim()}" and its import by hand (docs/TILES.md)`,
    );
  }
  lines.splice(endAt, 0, edit.entry);
  if (edit.importLine) lines.splice(importAt + 1, 0, edit.importLine);
  return lines.join('\n');
}

/** Whether a key is in the browser list already. */
export function isRegistered(browserSource: string, key: string): boolean {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\s*'?${escaped}'?:`, 'm').test(browserSource);
}
