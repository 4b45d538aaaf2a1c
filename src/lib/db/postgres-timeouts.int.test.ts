import { sql } from 'drizzle-orm';
import { createTestDatabase } from './testing/test-database';
import { openPostgres, queryRows, type DatabaseHandle } from './index';

const databaseUrl = process.env.DATABASE_URL;
const withPostgres = databaseUrl ? describe : describe.skip;

// PostgreSQL only (PGlite runs in-process and has no connections to time out). `.ci/run` runs the
// database tests again with DATABASE_URL set.
withPostgres(
  `PostgreSQL timeouts${databaseUrl ? '' : ' (skipped: DATABASE_URL is not set)'}`,
  () => {
    let test: DatabaseHandle; // a fresh database of this file's own
    let url: string;
    let handle: DatabaseHandle | undefined; // the pool under test, on that database
    beforeAll(async () => {
      test = await createTestDatabase();
      const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
        test.db,
        sql`select current_database() as name`,
      );
      const address = new URL(databaseUrl!);
      address.pathname = `/${name}`;
      url = address.toString();
    });
    afterEach(async () => {
      await handle?.close();
      handle = undefined;
    });
    afterAll(() => test.close());

    it('cancels a statement that runs longer than the statement timeout', async () => {
      handle = openPostgres(url, { connectMs: 2000, statementMs: 500 });
      const started = performance.now();
      // A 503 for the request (DatabaseUnavailable), caused by the server's cancel.
      await expect(handle.db.execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({
        cause: expect.objectContaining({
          status: 503,
          cause: expect.objectContaining({
            message: 'canceling statement due to statement timeout',
          }),
        }),
      });
      expect(performance.now() - started).toBeLessThan(2000);
    });

    it('ends a transaction left idle, releasing its locks, and the process lives on', async () => {
      // The server closes the connection while the transaction holds it: without a listener on
      // the checked-out client, that error would be unhandled and end the process.
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      handle = openPostgres(url, { connectMs: 2000, statementMs: 500 });
      const db = handle.db;
      const stuck = db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
        await new Promise((resolve) => setTimeout(resolve, 1500)); // a stalled process
        await tx.execute(sql`select 1`);
      });
      await expect(stuck).rejects.toThrow();
      // Another transaction takes the lock at once.
      await db.transaction((tx) => tx.execute(sql`select pg_advisory_xact_lock(4242)`));
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^PostgreSQL connection lost: /));
      warn.mockRestore();
    });

    it('lets a burst wait its turn for one lock, longer than the connect timeout, and fail none', async () => {
      // As 500 bookings for one slot do: 10 pooled connections, each transaction holding the
      // slot's lock for a few milliseconds, the last in line waiting seconds for a connection.
      handle = openPostgres(url, { connectMs: 2000, statementMs: 5000 });
      const db = handle.db;
      await db.execute(sql`create table if not exists burst (n int)`);
      const started = performance.now();
      const results = await Promise.allSettled(
        Array.from({ length: 500 }, (_, n) =>
          db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(4343)`);
            await tx.execute(sql`select pg_sleep(0.005)`);
            await tx.execute(sql`insert into burst values (${n})`);
          }),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      expect(seconds).toBeGreaterThan(2); // longer than the connect timeout, and still no failure
      const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from burst`,
      );
      expect(count).toBe(500);
    }, 60_000);
  },
);
