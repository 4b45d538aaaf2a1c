import { flattenEntry, tileEntrySchema, type ResolvedEntry, type TileEntry } from '@/lib/content';
import { findTileKey } from '@/blocks/shared/tile-key';
import { parseTile } from '../parse-tile';
import type { RenderedTile } from '../rendered-tile';
import { tileBlocks, type TileKey } from '../tile-blocks';
import { liveTileSchemas } from './live-tile-schemas';

const keys = Object.keys(tileBlocks) as TileKey[];

/**
 * The page's tiles after an edit: `page` is the raw page entry as the live preview SDK hands it
 * back with the editor's unsaved change applied. Each tile that needs no server data is parsed
 * again, from its edited entry, with its own schema (a bad edit becomes the named placeholder the
 * server would give); every other tile keeps the props of the last server render until the save.
 * Tiles keep the server's order: an added, removed or moved tile shows on save.
 */
export function liveTilesOf(page: ResolvedEntry, tiles: RenderedTile[]): RenderedTile[] {
  const edited = new Map<string, TileEntry>();
  const linked = flattenEntry(page).tiles;
  for (const value of Array.isArray(linked) ? linked : []) {
    const entry = tileEntrySchema.safeParse(value);
    if (entry.success) edited.set(entry.data.id, entry.data);
  }
  return tiles.map((tile) => {
    const entry = edited.get(tile.id);
    if (!entry || tile.kind === 'unknown') return tile;
    const key = findTileKey(keys, entry.type, entry.formType);
    const schema = key && liveTileSchemas[key];
    if (!key || !schema) return tile;
    return parseTile(entry, key, schema, true).tile;
  });
}
