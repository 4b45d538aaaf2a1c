import { getConfig } from '@/lib/config';
import { openPglite, type Database, type DatabaseHandle } from './open-database';
import { openPostgres } from './open-postgres';

export { isEmbedded, migrationsFolder, openPglite } from './open-database';
export type { Database, DatabaseHandle } from './open-database';
export { openPostgres, type PostgresTimeouts } from './open-postgres';
export { queryRows } from './query-rows';

const key = Symbol.for('tavola.database');
type WithDatabase = typeof globalThis & { [key]?: DatabaseHandle };

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite
 * database in PGLITE_DIR. Migrations are not applied here; `npm start` and the tests apply them.
 */
export function openConfiguredDatabase(): DatabaseHandle {
  const config = getConfig();
  if (!config.DATABASE_URL) return openPglite(config.PGLITE_DIR);
  return openPostgres(config.DATABASE_URL, {
    connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
}

/**
 * The process-wide database. It lives on globalThis because Next.js bundles each route separately,
 * and PGlite must never be opened twice on one folder.
 */
export function getDatabase(): Database {
  return databaseHandle().db;
}

/** Resolves when the database answers `select 1` (on a connection of its own: see ping). */
export function pingDatabase(): Promise<void> {
  return databaseHandle().ping();
}

/** Which database the process uses. */
export function databaseKind(): DatabaseHandle['kind'] {
  return databaseHandle().kind;
}

function databaseHandle(): DatabaseHandle {
  const store = globalThis as WithDatabase;
  store[key] ??= openConfiguredDatabase();
  return store[key];
}

/** Which database the process has open, if any (without opening one, unlike databaseKind). */
export function openDatabaseKind(): DatabaseHandle['kind'] | undefined {
  return (globalThis as WithDatabase)[key]?.kind;
}

/**
 * Closes the process-wide database, if it was opened: on PGlite this shuts the embedded server
 * down and removes its postmaster.pid, the lock that keeps `npm run outbox` off a folder in use.
 */
export async function closeDatabase(): Promise<void> {
  const store = globalThis as WithDatabase;
  const handle = store[key];
  delete store[key];
  await handle?.close();
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
