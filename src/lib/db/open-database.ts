import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';

/** The drizzle database every repository takes: the same API on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** An open database, how it is stored, and how to apply migrations to it and close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Where `drizzle-kit generate` writes the SQL migrations (see drizzle.config.ts). */
export const migrationsFolder = path.join(process.cwd(), 'src/lib/db/migrations');

/** Any fixed number: all processes migrating one PostgreSQL database take turns on this lock. */
const migrationLockId = 7_424_242;

/** Opens PostgreSQL at `url` (node-postgres pool). */
export function openPostgres(url: string): DatabaseHandle {
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (a restart, a failover) must not crash the process: the
  // pool drops it and opens another on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool);
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several web processes may start at once against one database: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [migrationLockId]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [migrationLockId]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens the embedded PGlite database in `dataDir`, or in memory when `dataDir` is undefined. */
export function openPglite(dataDir?: string): DatabaseHandle {
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = new PGlite(dataDir ? path.resolve(dataDir) : undefined);
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
