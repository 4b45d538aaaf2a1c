import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readOutbox, writeToOutbox } from '@/lib/mail';
import { createTestDatabase } from './testing/test-database';
import { isEmbedded, openPglite, queryRows, type DatabaseHandle } from './index';

// This file runs on PGlite by default and on PostgreSQL when DATABASE_URL is set (.ci/run runs both).
describe(`database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('applies the migrations and runs a query through drizzle', async () => {
    const written = await writeToOutbox(handle.db, {
      to: 'diner@example.com',
      subject: 'Your booking is confirmed.',
      text: 'See you soon',
    });
    expect(written.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(written.createdAt).toBeInstanceOf(Date);

    const stored = await readOutbox(handle.db, 'diner@example.com');
    expect(stored).toEqual([written]);
    expect(await readOutbox(handle.db, 'someone-else@example.com')).toEqual([]);
  });

  it('applies migrations only once when asked again', async () => {
    await handle.migrate();
    const rows = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from information_schema.tables where table_name = 'outbox_mail'`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('rolls back every write of a failed transaction', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await writeToOutbox(tx, { to: 'rollback@example.com', subject: 's', text: 't' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await readOutbox(handle.db, 'rollback@example.com')).toEqual([]);
  });

  it('isEmbedded is true for PGlite and its transactions, false for PostgreSQL and its transactions', async () => {
    expect(isEmbedded(handle.db)).toBe(handle.kind === 'pglite');
    await handle.db.transaction(async (tx) => {
      expect(isEmbedded(tx)).toBe(handle.kind === 'pglite');
    });
  });
});

describe('embedded PGlite on disk', () => {
  it('keeps its data when reopened', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tavola-pglite-'));
    try {
      const first = openPglite(path.join(dir, 'db'));
      await first.migrate();
      await writeToOutbox(first.db, { to: 'kept@example.com', subject: 's', text: 't' });
      await first.close();

      const second = openPglite(path.join(dir, 'db'));
      await second.migrate();
      expect(await readOutbox(second.db, 'kept@example.com')).toHaveLength(1);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Two cold starts of PGlite with every migration: seconds alone, over 30 s on a busy 2-core CI.
  }, 120_000);
});
