import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Next's standalone server (`output: 'standalone'`): the build's own server, with only the files
 * it needs traced into .next/standalone, so a container ships that folder without node_modules.
 * `npm start` runs it; `next start` serves the same build too.
 */
export const standaloneServer = '.next/standalone/server.js';

/**
 * Copies what Next leaves for a CDN into the standalone folder, as Next's self-hosting guide
 * says: the browser's files (.next/static) and the public folder. Run after each build.
 */
export function completeStandalone(root = process.cwd()): void {
  const standalone = path.join(root, '.next/standalone');
  for (const [from, to] of [
    ['.next/static', '.next/static'],
    ['public', 'public'],
  ] as const) {
    const target = path.join(standalone, to);
    rmSync(target, { recursive: true, force: true });
    cpSync(path.join(root, from), target, { recursive: true });
  }
}

/** Whether .next holds a standalone build to run. */
export function hasStandaloneBuild(root = process.cwd()): boolean {
  return (
    existsSync(path.join(root, '.next/BUILD_ID')) && existsSync(path.join(root, standaloneServer))
  );
}

/**
 * The environment the standalone server runs in. It runs in its own folder, so every path the
 * site reads from is made absolute (against `root`), and it listens on every interface (a shell's
 * own HOSTNAME, its machine name, is not an address to listen on).
 */
export function standaloneEnv(
  env: NodeJS.ProcessEnv,
  { port, contentDir, pgliteDir }: { port: number; contentDir: string; pgliteDir: string },
  root = process.cwd(),
): NodeJS.ProcessEnv {
  return {
    ...env,
    PORT: String(port),
    HOSTNAME: '0.0.0.0',
    CONTENT_DIR: path.resolve(root, contentDir),
    PGLITE_DIR: path.resolve(root, pgliteDir),
  };
}
