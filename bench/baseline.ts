import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The minimal Next.js app the bench compares the site with (issue 31): the template in
// bench/baseline/ (an SSR page with three items, a static page, a JSON route, a route that runs one
// insert transaction), built with the site's own next, react and react-dom, and served by
// `next start` (the same server as the site's standalone one) on the bench's port.

const template = path.join(__dirname, 'baseline');
const projectModules = realpathSync(path.join(__dirname, '..', 'node_modules'));

const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
};

/** The baseline's routes. */
export const baselinePaths = {
  ssr: '/ssr',
  static: '/static',
  api: '/api/minimal',
  insert: '/api/insert',
} as const;

export interface BaselineServer {
  baseURL: string;
  stop(): Promise<void>;
}

function version(name: string): string {
  const file = path.join(projectModules, name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function* templateFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* templateFiles(file);
    else yield file;
  }
}

/**
 * The build's folder: one per next/react version and template, so a build is reused across runs
 * until one of them changes.
 */
function buildDir(): string {
  const hash = createHash('sha256');
  for (const file of templateFiles(template)) {
    hash.update(path.relative(template, file)).update(readFileSync(file));
  }
  const key = `next${version('next')}-react${version('react')}-${hash.digest('hex').slice(0, 10)}`;
  return path.join(tmpdir(), `tavola-bench-baseline-${key}`);
}

const nextBin = (dir: string) => path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');

function run(dir: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin(dir), ...args], {
      cwd: dir,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Builds the baseline (webpack, as the site) unless this version's build is there already. */
export async function buildBaseline(): Promise<string> {
  const dir = buildDir();
  if (existsSync(path.join(dir, '.next', 'BUILD_ID'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(template, dir, { recursive: true });
  symlinkSync(projectModules, path.join(dir, 'node_modules'), 'dir');
  const code = await run(dir, ['build', '--webpack']);
  if (code !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`next build of the minimal app exited with ${code}`);
  }
  return dir;
}

/**
 * `next start` of the built baseline on 127.0.0.1:`port`, in its own process group. `database`
 * is where its insert route writes: `DATABASE_URL` (PostgreSQL) or `PGLITE_DIR`.
 */
export async function startBaseline(
  dir: string,
  port: number,
  database: { DATABASE_URL?: string; PGLITE_DIR?: string } = {},
): Promise<BaselineServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [nextBin(dir), 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: dir,
      env: { ...env, ...database },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true, // next start forks its server: stop() ends the whole group
    },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    const ready = await fetch(baseURL + baselinePaths.api).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The minimal app did not answer on ${baseURL} within a minute`);
}
