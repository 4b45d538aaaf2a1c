import type { ZodType } from 'zod';
import type { TileLoadContext } from '@/blocks/shared/define-tile.server';
import {
  collectDroppedEntries,
  type ContentProblem,
  type DroppedEntry,
  type TileEntry,
} from '@/lib/content';
import type { RenderedTile } from './rendered-tile';
import { tileDefinition, tileDefinitions, tileKeyOf } from './tile-definitions.server';
import { tileFrameSchema } from './tile-frame.schema';

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
  const frame = tileFrameSchema.safeParse(entry);
  const { result: props, dropped } = collectDroppedEntries(() =>
    (parse as ZodType<object>).safeParse(entry),
  );
  if (!frame.success || !props.success) {
    const issues = [...(frame.error?.issues ?? []), ...(props.error?.issues ?? [])];
    context.log.warn({ tileId: entry.id, key, issues }, 'Invalid tile skipped');
    const message = issues
      .map((issue) => `${issue.path.join('.') || 'tile'}: ${issue.message}`)
      .join('; ');
    return { kind: 'invalid', id: entry.id, name, key, message };
  }
  try {
    const loaded = load ? await load(props.data, context) : props.data;
    const tile = { kind: 'tile' as const, id: entry.id, key, frame: frame.data, props: loaded };
    // Diners see what could be read; editors are told what was left out, and why.
    if (!context.preview || dropped.length === 0) return tile;
    return { ...tile, name, problems: dropped.map(droppedProblem) };
  } catch (error) {
    context.log.error({ tileId: entry.id, key, err: error }, 'Tile data failed to load');
    return { kind: 'invalid', id: entry.id, name, key, message: 'Its data could not be loaded.' };
  }
}

/** A part of a tile that was left out, as preview names it (its entry id, when it has one). */
function droppedProblem({ id, issues }: DroppedEntry): ContentProblem {
  return {
    field: typeof id === 'string' ? `Entry ${id}` : 'A linked entry',
    problem: `left out: ${issues.replace(/\s*\n\s*/g, ' ')}`,
  };
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
