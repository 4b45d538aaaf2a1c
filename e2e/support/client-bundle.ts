import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverOnlyMarker } from '../../src/blocks/shared/define-tile.server';

/**
 * Text that only the server half of the tile registry holds: if a browser chunk contains one, a
 * schema, fixture, loader or definition has leaked into the page bundle (a block imported it).
 */
export const serverOnlyTraces = {
  // defineTile stamps it on every tile definition.
  'a tile definition': serverOnlyMarker,
  // Every fixture's key starts with it.
  'a tile fixture': 'Fixture: ',
  // The loaders' context: the restaurant whose page it is (the booking strip's loader reads it).
  'a tile loader': 'pageStoreId',
  // prepareTiles, which parses and loads tiles.
  prepareTiles: 'Invalid tile skipped',
  // The refusals of tile schemas.
  'the carousel schema': 'A carousel needs at least one slide with an image',
  'the hero schema': 'A hero needs an image or a desktop video',
  'the accordion schema': 'An accordion needs at least one panel',
  'the call-to-action schema': 'A call to action needs at least one link',
};

/** Every JavaScript file under a build's `static/chunks`, with its text. */
export function browserChunks(distDir: string): { file: string; text: string }[] {
  const chunks = path.join(distDir, 'static', 'chunks');
  return readdirSync(chunks, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(path.join(chunks, file), 'utf8') }));
}

/** What of the server half each chunk holds: `[chunk, what]` pairs, none in a sound build. */
export function serverOnlyCodeIn(chunks: { file: string; text: string }[]): [string, string][] {
  return chunks.flatMap(({ file, text }) =>
    Object.entries(serverOnlyTraces)
      .filter(([, trace]) => text.includes(trace))
      .map(([what]) => [file, what] as [string, string]),
  );
}
