import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import type { Database } from './open-database';

/**
 * Inserts many rows in one statement with one parameter a column: `insert ... select * from
 * unnest($1::text[], $2::integer[], ...)`. Drizzle's `insert().values(rows)` sends one parameter a
 * value, which it builds (and the database parses) one by one: for a turn of 50 bookings of 30
 * columns, 1,500 parameters, most of the statement's cost. Values go through each column's own
 * mapping (JSON, timestamps), so the rows stored are the ones `values(rows)` would store.
 *
 * Every row must give the same columns. A column a row leaves undefined is stored as null, so a
 * column with a default must be given in every row (unnest has no per-row `default`).
 */
export async function insertMany<T extends Table>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(insertManyStatement(table, rows));
}

/** The statement insertMany runs (at least one row), to run as it is or inside another. */
export function insertManyStatement<T extends Table>(table: T, rows: T['$inferInsert'][]): SQL {
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter(
    (key) => key in columns,
  );
  const arrays = keys.map((key) => {
    const column = columns[key]!;
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      if (value === undefined && column.hasDefault) {
        throw new Error(`insertMany: every row must give ${key}, which has a default`);
      }
      return value === undefined || value === null ? null : column.mapToDriverValue(value);
    });
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  const names = keys.map((key) => sql.identifier(columns[key]!.name));
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`;
}

/**
 * Several writes as one statement: all but the last as data-modifying `with` queries, which
 * PostgreSQL runs exactly once each, whether or not anything reads them. One statement costs one
 * round trip, one parse and one plan instead of one each (on PGlite, a few tenths of a millisecond
 * every time). The writes see the same snapshot: none may depend on another's rows.
 */
export function oneStatement(writes: SQL[]): SQL {
  const last = writes.at(-1);
  if (!last) throw new Error('oneStatement: no writes');
  if (writes.length === 1) return last;
  const named = writes
    .slice(0, -1)
    .map((write, i) => sql`${sql.raw(`write${i + 1}`)} as (${write})`);
  return sql`with ${sql.join(named, sql`, `)} ${last}`;
}
