import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a production build is made from; tests and content are read at run time, so left out. */
const inputs = ['src', 'public', 'next.config.js', 'tsconfig.json', 'package-lock.json'];
const isTestFile = /\.(test|spec)\.[jt]sx?$/;
const stampFile = '.next/tavola-build-inputs';

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    const child = path.join(entry, name);
    if (!isTestFile.test(name)) yield* files(child);
  }
}

/** A fingerprint of every build input: paths and contents. */
export function buildInputsHash(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** True when .next holds a production build of exactly the current sources. */
export function isBuildCurrent(root = process.cwd()): boolean {
  const stamp = path.join(root, stampFile);
  return (
    existsSync(path.join(root, '.next/BUILD_ID')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === buildInputsHash(root)
  );
}

/** Records that the build in .next was made from the current sources. */
export function markBuildCurrent(root = process.cwd()): void {
  writeFileSync(path.join(root, stampFile), buildInputsHash(root));
}
