import type { SQL } from 'drizzle-orm';
import type { Database } from './open-database';

/**
 * Runs raw SQL and returns its rows. node-postgres and PGlite both answer `{ rows }`, but the shared
 * drizzle type cannot say so; this is the one place that knows.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
