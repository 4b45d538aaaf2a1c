import { sql } from 'drizzle-orm';
import { getConfig } from '@/lib/config';
import { getDatabase, queryRows } from '@/lib/db';
import { apiHandler } from '@/lib/http';

/** Liveness and readiness for load balancers and the test runner: the database answers a query. */
export default apiHandler({
  GET: async () => {
    await queryRows(getDatabase(), sql`select 1`);
    return { status: 'ok', database: getConfig().DATABASE_URL ? 'postgres' : 'pglite' };
  },
});
