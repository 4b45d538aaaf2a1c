import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from './open-database';
import { queryRows } from './query-rows';

/** Starts the stand-in server process on `folder`, stops it with `signal`, and waits for its end. */
async function serveThenStop(folder: string, signal: NodeJS.Signals, exitAfterMs: number) {
  const child = spawn('node_modules/.bin/tsx', ['src/lib/db/testing/server-process.ts'], {
    env: {
      ...process.env,
      PGLITE_DIR: folder,
      DATABASE_URL: '',
      EXIT_AFTER_MS: String(exitAfterMs),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`exited before it was ready (${code})`)));
  });
  expect(existsSync(path.join(folder, 'postmaster.pid'))).toBe(true); // in use while it serves
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

// Each run starts tsx and PGlite (seconds each on a busy machine), hence the long timeouts.
const slow = 120_000;

describe('a server process stopped with a signal', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tavola-shutdown-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['SIGTERM', 'after the close ends', 1000],
    ['SIGINT', 'at once, as an idle Next.js does', 0],
  ] as const)(
    'leaves no PGlite lock when stopped with %s and exiting %s, and its rows are kept',
    async (signal, _when, exitAfterMs) => {
      const folder = path.join(dir, `${signal}-${exitAfterMs}`);
      await serveThenStop(folder, signal, exitAfterMs);
      expect(existsSync(path.join(folder, 'postmaster.pid'))).toBe(false);
      const handle = openPglite(folder);
      try {
        const rows = await queryRows<{ n: number }>(handle.db, sql`select n from shutdown_rows`);
        expect(rows).toEqual([{ n: 1 }]);
      } finally {
        await handle.close();
      }
    },
    slow,
  );
});
