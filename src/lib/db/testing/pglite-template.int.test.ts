import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '../open-database';
import { migratedTemplate } from './pglite-template';

describe('the migrated PGlite template of the database tests', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'tavola-template-test-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is made once per set of migrations, replacing another set’s, and opens migrated', async () => {
    const stale = path.join(folder, 'tavola-pglite-template-0000000000000000.tar');
    writeFileSync(stale, 'an older set of migrations');

    await migratedTemplate(folder);
    const [made] = readdirSync(folder);
    expect(readdirSync(folder)).toEqual([made]);
    expect(made).toMatch(/^tavola-pglite-template-[0-9a-f]{16}\.tar$/);
    const madeAt = statSync(path.join(folder, made!)).mtimeMs;

    const template = await migratedTemplate(folder);
    expect(statSync(path.join(folder, made!)).mtimeMs).toBe(madeAt);

    const handle = openPglite(undefined, { loadDataDir: template });
    try {
      const applied = await handle.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      const before = (applied.rows[0] as { count: number }).count;
      expect(before).toBeGreaterThan(0);
      await handle.migrate();
      const after = await handle.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect((after.rows[0] as { count: number }).count).toBe(before);
      const bookings = await handle.db.execute(sql`select count(*)::int as count from bookings`);
      expect(bookings.rows).toEqual([{ count: 0 }]);
    } finally {
      await handle.close();
    }
  });
});
