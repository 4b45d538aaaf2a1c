// Test support: a throwaway copy of the tree to run a command in, as a developer would, and what
// it changed there. Only what the tools need is copied; node_modules is linked.
import { exec, execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const folders = ['src', 'scripts', 'contentful-migrations', 'content'];
const files = [
  'package.json',
  'tsconfig.json',
  'jest.config.js',
  'jest.setup.ts',
  'jest.setup.database.ts',
  'next.config.js',
  'eslint.config.mjs',
  '.prettierrc.json',
  '.prettierignore',
  '.dependency-cruiser.cjs',
  // The editors' guide to the forms' words, which lists each form.
  'docs/EDITORS.md',
];

/** Copies the sources, the model, the content store and the tools' configuration of `root`. */
export function copyTree(root: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'tavola-tree-'));
  for (const entry of [...folders, ...files]) {
    mkdirSync(path.dirname(path.join(copy, entry)), { recursive: true });
    cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  }
  // What `next build` writes first, without the route types a build adds.
  writeFileSync(
    path.join(copy, 'next-env.d.ts'),
    '/// <reference types="next" />\n/// <reference types="next/image-types/global" />\n',
  );
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Every file under `dir` (but node_modules and build output), by path, with a hash of it. */
export function snapshot(dir: string, base = dir, found = new Map<string, string>()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', '.next'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) snapshot(full, base, found);
    else
      found.set(
        path.relative(base, full),
        createHash('sha1').update(readFileSync(full)).digest('hex'),
      );
  }
  return found;
}

/** The files new or changed from one snapshot to the next. */
export const changedFiles = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);

export interface Outcome {
  code: number;
  output: string;
}

const outcome = (promise: Promise<{ stdout: string; stderr: string }>): Promise<Outcome> =>
  promise.then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );

function childEnv() {
  const env = { ...process.env };
  delete env.JEST_WORKER_ID; // a jest run in the copy is a jest of its own, not a worker of ours
  return env;
}

/** Runs a program in `cwd`; never rejects. */
export const run = (command: string, args: string[], cwd: string) =>
  outcome(promisify(execFile)(command, args, { cwd, env: childEnv(), maxBuffer: 1 << 26 }));

/** Runs a command line, as typed in a shell, in `cwd`; never rejects. */
export const shell = (commandLine: string, cwd: string) =>
  outcome(promisify(exec)(commandLine, { cwd, env: childEnv(), maxBuffer: 1 << 26 }));
