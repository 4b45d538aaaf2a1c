import { getConfig } from '@/lib/config';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from './open-database';

export { migrationsFolder, openPglite, openPostgres } from './open-database';
export type { Database, DatabaseHandle } from './open-database';
export { queryRows } from './query-rows';

const key = Symbol.for('tavola.database');
type WithDatabase = typeof globalThis & { [key]?: DatabaseHandle };

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite
 * database in PGLITE_DIR. Migrations are not applied here; `npm start` and the tests apply them.
 */
export function openConfiguredDatabase(): DatabaseHandle {
  const { DATABASE_URL, PGLITE_DIR } = getConfig();
  return DATABASE_URL ? openPostgres(DATABASE_URL) : openPglite(PGLITE_DIR);
}

/**
 * The process-wide database. It lives on globalThis because Next.js bundles each route separately,
 * and PGlite must never be opened twice on one folder.
 */
export function getDatabase(): Database {
  const store = globalThis as WithDatabase;
  store[key] ??= openConfiguredDatabase();
  return store[key].db;
}

/**
 * Makes `handle` the process-wide database (integration tests: the routes under test then use the
 * test's own database). Returns a function that puts the previous one back.
 */
export function installDatabase(handle: DatabaseHandle): () => void {
  const store = globalThis as WithDatabase;
  const previous = store[key];
  store[key] = handle;
  return () => {
    store[key] = previous;
  };
}
