import type { ZodType } from 'zod';
import {
  collectDroppedEntries,
  type ContentProblem,
  type DroppedEntry,
  type TileEntry,
} from '@/lib/content';
import type { RenderedTile } from './rendered-tile';
import type { TileKey } from './tile-blocks';
import { tileFrameSchema } from './tile-frame.schema';

/** A tile entry parsed by its schema: the block's props (not yet loaded), or why it cannot be shown. */
export type ParsedTile =
  | { ok: true; tile: Extract<RenderedTile, { kind: 'tile' }> }
  | { ok: false; tile: Extract<RenderedTile, { kind: 'invalid' }>; issues: unknown[] };

/**
 * The pure half of preparing a tile, shared by the server (prepare-tiles.server.ts, before the
 * loader) and by draft mode's live updates in the browser (live-updates/), so an edit is judged by
 * the very schema the next save's server render will use. Parts of the tile a lenient list left
 * out are named for editors (`problems`) when `preview`.
 */
export function parseTile(
  entry: TileEntry,
  key: TileKey,
  schema: ZodType,
  preview: boolean,
): ParsedTile {
  const name = entry.key ?? entry.id;
  const frame = tileFrameSchema.safeParse(entry);
  const { result: props, dropped } = collectDroppedEntries(() => schema.safeParse(entry));
  if (!frame.success || !props.success) {
    const issues = [...(frame.error?.issues ?? []), ...(props.error?.issues ?? [])];
    const message = issues
      .map((issue) => `${issue.path.join('.') || 'tile'}: ${issue.message}`)
      .join('; ');
    return { ok: false, tile: { kind: 'invalid', id: entry.id, name, key, message }, issues };
  }
  const tile = {
    kind: 'tile' as const,
    id: entry.id,
    key,
    frame: frame.data,
    props: props.data as object,
  };
  // Diners see what could be read; editors are told what was left out, and why.
  if (!preview || dropped.length === 0) return { ok: true, tile };
  return { ok: true, tile: { ...tile, name, problems: dropped.map(droppedProblem) } };
}

/** A part of a tile that was left out, as preview names it (its entry id, when it has one). */
function droppedProblem({ id, issues }: DroppedEntry): ContentProblem {
  return {
    field: typeof id === 'string' ? `Entry ${id}` : 'A linked entry',
    problem: `left out: ${issues.replace(/\s*\n\s*/g, ' ')}`,
  };
}
