import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { traceStatements, traceTransactions } from './statement-spans';

/** The drizzle database every repository takes: the same API on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** An open database, how it is stored, and how to apply migrations to it and close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs `select 1`, on a connection of its own where there is a pool. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * True for the embedded PGlite database and its transactions. PGlite is one connection: each of
 * its transactions runs alone, start to end (nothing else runs until it commits), so a lock that
 * only keeps other connections out costs a statement and guards nothing there.
 */
export function isEmbedded(db: Database): boolean {
  return is(db, PgliteDatabase) || is(db, PgliteTransaction);
}

/** Where `drizzle-kit generate` writes the SQL migrations (see drizzle.config.ts). */
export const migrationsFolder = path.join(process.cwd(), 'src/lib/db/migrations');

/**
 * Opens the embedded PGlite database in `dataDir`, or in memory when `dataDir` is undefined; a new
 * one starts from `loadDataDir` (a data directory's tarball, PGlite's `dumpDataDir`) when given.
 */
export function openPglite(
  dataDir?: string,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): DatabaseHandle {
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = traceStatements(
    new PGlite({ dataDir: dataDir ? path.resolve(dataDir) : undefined, loadDataDir }),
  );
  const db = traceTransactions(drizzlePglite(client));
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
