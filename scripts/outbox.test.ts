import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openPglite } from '../src/lib/db';
import { writeToOutbox } from '../src/lib/mail';

/** Runs `npm run outbox` (its script) on the embedded database in `folder`. */
async function outbox(folder: string, args: string[] = []) {
  const env = { ...process.env, PGLITE_DIR: folder, DATABASE_URL: '', SMTP_URL: '' };
  try {
    const { stdout } = await promisify(execFile)(
      'node_modules/.bin/tsx',
      ['scripts/outbox.ts', ...args],
      { env },
    );
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

// The command as someone running the site locally uses it, on a real embedded database. Each run
// starts tsx and PGlite (seconds each on a busy machine), hence the long timeouts.
const slow = 120_000;

describe('npm run outbox', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tavola-outbox-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'prints the latest messages of the embedded database',
    async () => {
      const folder = path.join(dir, 'site');
      const handle = openPglite(folder);
      await handle.migrate();
      await writeToOutbox(handle.db, { to: 'zoe@example.com', subject: 'Booked', text: 'See you' });
      await writeToOutbox(handle.db, { to: 'ann@example.com', subject: 'Hello', text: 'Plain' });
      await handle.close();

      const all = await outbox(folder);
      expect(all.code).toBe(0);
      expect(all.stdout).toMatch(/^The latest 2 messages in the outbox \(PGlite .*site\)/);
      expect(all.stdout).toMatch(
        /pending · 0 attempts ──\nTo: +zoe@example.com\nSubject: +Booked\n\nSee you/,
      );
      expect(all.stdout.indexOf('zoe@example.com')).toBeLessThan(all.stdout.indexOf('ann@'));
      expect(all.stdout).toContain('SMTP_URL is not set: this mail is kept here, unsent.');

      const ann = await outbox(folder, ['--to', 'ann@example.com']);
      expect(ann.stdout).toContain('The latest message to ann@example.com');
      expect(ann.stdout).not.toContain('zoe@example.com');
    },
    slow,
  );

  it(
    'says so, rather than opening it, when the database is in use by the site',
    async () => {
      const folder = path.join(dir, 'busy');
      const handle = openPglite(folder);
      await handle.migrate();
      // A running site keeps this file in the folder (PGlite writes it while the database is open).
      writeFileSync(path.join(folder, 'postmaster.pid'), '-42\n');
      try {
        const result = await outbox(folder);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain('is in use: PGlite allows one process per folder');
        expect(result.stderr).toContain('Stop the site');
      } finally {
        await handle.close();
      }
    },
    slow,
  );

  it(
    'says what to do when the database does not exist or is not migrated',
    async () => {
      const missing = await outbox(path.join(dir, 'missing'));
      expect(missing).toMatchObject({ code: 0, stdout: expect.stringContaining('No outbox yet') });

      const folder = path.join(dir, 'fresh');
      await openPglite(folder).close();
      const fresh = await outbox(folder);
      expect(fresh.code).toBe(1);
      expect(fresh.stderr).toContain('The database is not migrated yet: run npm run db:migrate');
    },
    slow,
  );
});
