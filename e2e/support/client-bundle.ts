import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { serverOnlyMarker } from '../../src/blocks/shared/define-tile.server';
import { liveUpdatesOffMessage } from '../../src/registry/live-updates/live-updates-marker';

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
};

/**
 * The refusals of tile schemas: on the server, and in draft mode's live-update chunk (which parses
 * an editor's unsaved tiles with the same schemas), but in no chunk a diner's page loads.
 */
export const tileSchemaTraces = {
  'the carousel schema': 'A carousel needs at least one slide with an image',
  'the hero schema': 'A hero needs an image or a desktop video',
  'the accordion schema': 'An accordion needs at least one panel',
  'the call-to-action schema': 'A call to action needs at least one link',
};

/** Text of draft mode's live-update chunk (src/registry/live-updates). */
export const liveUpdatesTrace = liveUpdatesOffMessage;

/** Text of zod's parsers (its object schema's name), in any chunk that holds them. */
export const zodTrace = '$ZodObject';

/** Every JavaScript file under a build's `static/chunks`, with its text. */
export function browserChunks(distDir: string): { file: string; text: string }[] {
  const chunks = path.join(distDir, 'static', 'chunks');
  return readdirSync(chunks, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(path.join(chunks, file), 'utf8') }));
}

/**
 * What of the server half each chunk holds: `[chunk, what]` pairs, none in a sound build. A tile
 * schema counts only outside the live-update chunk.
 */
export function serverOnlyCodeIn(chunks: { file: string; text: string }[]): [string, string][] {
  return chunks.flatMap(({ file, text }) =>
    Object.entries({
      ...serverOnlyTraces,
      ...(text.includes(liveUpdatesTrace) ? {} : tileSchemaTraces),
    })
      .filter(([, trace]) => text.includes(trace))
      .map(([what]) => [file, what] as [string, string]),
  );
}

/**
 * The scripts a page of the build loads first (its own and the app's, from build-manifest.json),
 * by page: what Next.js used to print as "First Load JS", before anything is imported on demand.
 */
export function firstLoadScripts(distDir: string): Map<string, string[]> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
    pages: Record<string, string[]>;
  };
  const app = manifest.pages['/_app'] ?? [];
  return new Map(
    Object.entries(manifest.pages)
      .filter(([page]) => page !== '/_app')
      .map(([page, files]) => [
        page,
        [...new Set([...app, ...files])].filter((file) => file.endsWith('.js')),
      ]),
  );
}

/**
 * Which of `traces` the first scripts of `pages` (default: every page of the build) hold, as
 * `page: trace` lines, none in a sound build. A page the build lacks is an error: a renamed route
 * must not pass by checking nothing.
 */
export function tracesInFirstLoad(distDir: string, traces: string[], pages?: string[]): string[] {
  const scripts = firstLoadScripts(distDir);
  const texts = new Map<string, string>();
  const text = (file: string) => {
    if (!texts.has(file)) texts.set(file, readFileSync(path.join(distDir, file), 'utf8'));
    return texts.get(file)!;
  };
  return (pages ?? [...scripts.keys()]).flatMap((page) => {
    const files = scripts.get(page);
    if (!files) throw new Error(`The build has no page ${page}`);
    return traces
      .filter((trace) => files.some((file) => text(file).includes(trace)))
      .map((trace) => `${page}: ${trace}`);
  });
}

/** The size of `files` (paths under distDir) as a server sends them, gzip. */
export function gzipBytes(distDir: string, files: string[]): number {
  return files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
    0,
  );
}
