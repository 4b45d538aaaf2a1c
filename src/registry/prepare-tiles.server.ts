import type { TileLoadContext } from '@/blocks/shared/define-tile.server';
import type { TileEntry } from '@/lib/content';
import { parseTile } from './parse-tile';
import type { RenderedTile } from './rendered-tile';
import { tileDefinition, tileDefinitions, tileKeyOf } from './tile-definitions.server';

export type { TileLoadContext };

/**
 * Turns a page's tile entries into rendered tiles: each is matched to its registry entry, parsed,
 * and given its server data; the loaders of all tiles run at once. A tile that cannot be shown is
 * logged and kept (named) for preview; `forDiners` drops it.
 */
export async function prepareTiles(
  entries: TileEntry[],
  context: TileLoadContext,
): Promise<RenderedTile[]> {
  return Promise.all(entries.map((entry) => prepareTile(entry, context)));
}

async function prepareTile(entry: TileEntry, context: TileLoadContext): Promise<RenderedTile> {
  const name = entry.key ?? entry.id;
  const key = tileKeyOf(entry.type, entry.formType);
  if (!key) {
    context.log.warn(
      { tileId: entry.id, type: entry.type, formType: entry.formType },
      'Unknown tile type skipped',
    );
    return {
      kind: 'unknown',
      id: entry.id,
      name,
      type: entry.formType ? `${entry.type}:${entry.formType}` : entry.type,
    };
  }
  const { parse, load } = tileDefinition(key);
  const parsed = parseTile(entry, key, parse, context.preview);
  if (!parsed.ok) {
    context.log.warn({ tileId: entry.id, key, issues: parsed.issues }, 'Invalid tile skipped');
    return parsed.tile;
  }
  if (!load) return parsed.tile;
  try {
    return { ...parsed.tile, props: await load(parsed.tile.props, context) };
  } catch (error) {
    context.log.error({ tileId: entry.id, key, err: error }, 'Tile data failed to load');
    return { kind: 'invalid', id: entry.id, name, key, message: 'Its data could not be loaded.' };
  }
}

/** The tiles a diner sees: those that can be shown. */
export function forDiners(tilesToShow: RenderedTile[]): RenderedTile[] {
  return tilesToShow.filter((tile) => tile.kind === 'tile');
}

/** /_tiles: every registered tile from its fixture, through the same steps as a page's tiles. */
export async function prepareGallery(
  context: TileLoadContext,
): Promise<{ key: string; tile: RenderedTile }[]> {
  const rendered = await prepareTiles(
    tileDefinitions.map((tile) => tile.fixture),
    context,
  );
  return rendered.map((tile, index) => ({ key: tileDefinitions[index]!.key, tile }));
}
