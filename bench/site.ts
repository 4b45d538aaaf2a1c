import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite, productionEnv } from '../scripts/lib/build-site';
import { bin, run } from '../scripts/lib/run';
import { standaloneEnv, standaloneServer } from '../scripts/lib/standalone';
import { onCpus } from './cpu-pin';
import { localURL, portAnswers } from './ports';

// The site as production runs it: what `npm start` does (migrate, build when the sources changed,
// Next's standalone server), with the steps apart so the bench can start several processes on one
// database, each on its own port, and stop each by its process.

/** A running site process: Next's standalone server itself (the pid is the one that answers). */
export interface SiteProcess {
  baseURL: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** Where a bench run's sites keep their data: a content copy (publish edits it) and PGlite. */
export interface SiteData {
  contentDir: string;
  pgliteDir: string;
  /** Secrets shared by every process of the run (tokens from one are valid on the other). */
  secrets: { TOKEN_SECRET: string; REVALIDATE_SECRET: string; PREVIEW_SECRET: string };
  remove(): void;
}

/** Builds the site unless .next already holds a build of these sources (as `npm start` does). */
export async function buildOnce(): Promise<void> {
  const code = await buildSite();
  if (code !== 0) throw new Error(`The site's build exited with ${code}`);
}

/** A fresh content copy and PGlite folder for one section, removed by `remove()`. */
export function freshSiteData(): SiteData {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-bench-'));
  const contentDir = path.join(dir, 'content');
  cpSync('content', contentDir, { recursive: true });
  const secret = (what: string) => `bench-${what}-${randomBytes(12).toString('hex')}`;
  return {
    contentDir,
    pgliteDir: path.join(dir, 'pglite'),
    secrets: {
      TOKEN_SECRET: secret('token'),
      REVALIDATE_SECRET: secret('revalidate'),
      PREVIEW_SECRET: secret('preview'),
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The environment of the bench's site processes: production, quiet, limits out of the way of the
 * load (thousands of writes from one address), 127.0.0.1 trusted (Varnish, the bench).
 */
export function siteEnv(
  data: SiteData,
  extra: Record<string, string | undefined> = {},
): NodeJS.ProcessEnv {
  return {
    ...productionEnv,
    ...data.secrets,
    CONTENT_DIR: data.contentDir,
    PGLITE_DIR: data.pgliteDir,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'booking=1000000/10m,booking-session=1000000/10m,booking-email=1000000/1h',
    TRUSTED_PROXIES: '127.0.0.1, ::1',
    // Only what the section gives: none of the shell's own database, Redis or cache tier.
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    CDN_PURGE: undefined,
    CDN_PURGE_URL: undefined,
    ...extra,
  };
}

/** Migrates and seeds the database `env` names (`npm run db:migrate`). */
export async function migrate(env: NodeJS.ProcessEnv): Promise<void> {
  const code = await run(bin('tsx'), ['scripts/migrate.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (code !== 0) throw new Error(`Migrating the bench's database exited with ${code}`);
}

/** Next's standalone server on `port` with `env` (built and migrated already). */
export async function startSite(
  port: number,
  env: NodeJS.ProcessEnv,
  nodeOptions: string[] = [],
  /** The cores it runs on (bench/cpu-pin.ts), or any. */
  cpus?: string,
): Promise<SiteProcess> {
  if (await portAnswers(port)) throw new Error(`Port ${port} is already in use`);
  // BENCH_CPU_PROF=<folder>: each site process writes a CPU profile there as it stops (read it with
  // `npx tsx bench/cpu-profile.ts <file>`), to see where a budget's time goes.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const child: ChildProcess = spawn(
    ...onCpus(cpus, process.execPath, [...profile, ...nodeOptions, standaloneServer]),
    {
      env: standaloneEnv(env, {
        port,
        contentDir: env.CONTENT_DIR!,
        pgliteDir: env.PGLITE_DIR!,
      }),
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true, // its own process group: stop() ends it and anything it started
    },
  );
  const baseURL = localURL(port);
  const stop = () => stopChild(child);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The site on ${port} exited with ${child.exitCode}`);
    // Any answer: the health check may rightly say 503 (the Redis of the abuse section refuses).
    const ready = await fetch(`${baseURL}/api/health`).then(
      () => true,
      () => false,
    );
    if (ready) return { baseURL, port, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The site on ${port} did not answer within 2 minutes`);
}

/** Ends a detached child's process group: SIGTERM, then SIGKILL after 10 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
}
