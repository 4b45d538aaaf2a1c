import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { parseConfig } from '@/lib/config';
import { installDatabase } from '../index';
import { openPglite, type DatabaseHandle } from '../open-database';
import { openPostgres } from '../open-postgres';
import { migratedTemplate } from './pglite-template';

/** A test's database; on PostgreSQL, with its address (another process's pool can open it). */
export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of DATABASE_URL (dropped again by `close`), so test files never share rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { DATABASE_URL, DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS } =
    parseConfig();
  if (!DATABASE_URL) {
    // From the migrated template (pglite-template.ts); `migrate` then finds nothing to apply.
    const handle = openPglite(undefined, { loadDataDir: await migratedTemplate() });
    await handle.migrate();
    return handle;
  }

  const name = `tavola_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(DATABASE_URL, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  // The site's own timeouts, so the database tests run under the limits production has.
  const handle = openPostgres(url.toString(), {
    connectMs: DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: DATABASE_STATEMENT_TIMEOUT_MS,
  });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await withAdmin(DATABASE_URL, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

async function withAdmin(url: string, run: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/**
 * One fresh database for the test file (see createTestDatabase), installed as the site's database
 * for all its tests: opened before the first, closed after the last. Returns the handle's getter.
 */
export function openTestDatabaseForFile(): () => TestDatabase {
  let handle: TestDatabase | undefined;
  let restore = () => {};
  beforeAll(async () => {
    handle = await createTestDatabase();
    restore = installDatabase(handle);
  });
  afterAll(async () => {
    restore();
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('The test database opens in beforeAll');
    return handle;
  };
}
