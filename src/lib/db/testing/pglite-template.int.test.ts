import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '../open-database';
import { queryRows } from '../query-rows';
import { migratedTemplate } from './pglite-template';

// A template made from nothing (a new PGlite's initdb, every migration, its dump), then a database
// opened from it, in one test: 30 s here beside the other jest workers, so the database tests'
// 30 s limit failed it on a busier run (CI-like run, 2026-11-30). Its own limit is the work's.
const templateWorkMs = 120_000;

describe('the migrated PGlite template of the database tests', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'tavola-template-test-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it(
    'is made once per set of migrations, replacing another set’s and unfinished writes, and opens migrated',
    async () => {
      const stale = path.join(folder, 'tavola-pglite-template-0000000000000000.tar');
      writeFileSync(stale, 'an older set of migrations');
      // A write a killed worker never finished, two hours ago.
      const unfinished = path.join(
        folder,
        'tavola-pglite-template-0000000000000000.tar.99.partial',
      );
      writeFileSync(unfinished, 'half a template');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      utimesSync(unfinished, twoHoursAgo, twoHoursAgo);

      await migratedTemplate(folder);
      const [made] = readdirSync(folder);
      expect(readdirSync(folder)).toEqual([made]);
      expect(made).toMatch(/^tavola-pglite-template-[0-9a-f]{16}\.tar$/);
      const madeAt = statSync(path.join(folder, made!)).mtimeMs;

      const template = await migratedTemplate(folder);
      expect(statSync(path.join(folder, made!)).mtimeMs).toBe(madeAt);

      const handle = openPglite(undefined, { loadDataDir: template });
      const count = async (table: string) => {
        const [row] = await queryRows<{ count: number }>(
          handle.db,
          sql.raw(`select count(*)::int as count from ${table}`),
        );
        return row!.count;
      };
      try {
        const applied = await count('drizzle.__drizzle_migrations');
        expect(applied).toBeGreaterThan(0);
        await handle.migrate();
        expect(await count('drizzle.__drizzle_migrations')).toBe(applied);
        expect(await count('bookings')).toBe(0);
      } finally {
        await handle.close();
      }
    },
    templateWorkMs,
  );
});
