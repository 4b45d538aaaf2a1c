import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';

// The database of the minimal app's insert route: the PostgreSQL DATABASE_URL names (a pool of 10,
// as the site's), or else an embedded PGlite in PGLITE_DIR, as the site chooses its own.

/** Inserts one row in a transaction of its own; answers the row's id. */
export type InsertOne = (name: string) => Promise<number>;

const table = `create table if not exists bench_inserts (
  id serial primary key,
  name text not null,
  created_at timestamptz not null default now()
)`;
const insert = 'insert into bench_inserts (name) values ($1) returning id';

function postgres(url: string): InsertOne {
  const pool = new Pool({ connectionString: url, max: 10 });
  const ready = pool.query(table);
  return async (name) => {
    await ready;
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ id: number }>(insert, [name]);
      await client.query('commit');
      return rows[0]!.id;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
}

function pglite(dir: string | undefined): InsertOne {
  const db = new PGlite(dir);
  const ready = db.exec(table);
  return async (name) => {
    await ready;
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(insert, [name]);
      return rows[0]!.id;
    });
  };
}

let opened: InsertOne | undefined;

/** The process's one database, opened on the first insert. */
export function insertDatabase(): InsertOne {
  opened ??= process.env.DATABASE_URL
    ? postgres(process.env.DATABASE_URL)
    : pglite(process.env.PGLITE_DIR);
  return opened;
}
