import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a production build is made from; tests and content are read at run time, so left out. */
const inputs = ['src', 'public', 'next.config.js', 'tsconfig.json', 'package-lock.json'];

type Environment = Record<string, string | undefined>;

/**
 * The environment a build bakes in: what the browser bundle reads (`NEXT_PUBLIC_*`, and the tag
 * manager's `GTM_ID` and `GTM_ORIGIN` through next.config.js's `env`) and what the
 * Content-Security-Policy is made from (those and `PAYMENT_GATEWAY`). A changed value needs a new
 * build. An empty value counts as unset, as everywhere in the configuration.
 */
const buildTimeVariables = ['GTM_ID', 'GTM_ORIGIN', 'PAYMENT_GATEWAY'];
const isBuildTimeVariable = (name: string) =>
  name.startsWith('NEXT_PUBLIC_') || buildTimeVariables.includes(name);

/** The build-time variables that are set, as sorted `NAME=value` lines. */
export function buildEnvironment(env: Environment = process.env): string[] {
  return Object.entries(env)
    .filter(([name, value]) => isBuildTimeVariable(name) && value)
    .map(([name, value]) => `${name}=${value}`)
    .sort();
}

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

/** A fingerprint of every build input: paths and contents, and the build-time environment. */
export function buildInputsHash(root = process.cwd(), env: Environment = process.env): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  for (const variable of buildEnvironment(env)) hash.update(variable).update('\0');
  return hash.digest('hex');
}

/** True when .next holds a production build of exactly the current sources and environment. */
export function isBuildCurrent(root = process.cwd(), env: Environment = process.env): boolean {
  const stamp = path.join(root, stampFile);
  return (
    existsSync(path.join(root, '.next/BUILD_ID')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === buildInputsHash(root, env)
  );
}

/**
 * Records what the build in .next was made from: the fingerprint taken as the build started
 * (`buildInputsHash`), not when it ended, so a source edited while it built is built next time.
 */
export function markBuildCurrent(inputsHash: string, root = process.cwd()): void {
  writeFileSync(path.join(root, stampFile), inputsHash);
}
