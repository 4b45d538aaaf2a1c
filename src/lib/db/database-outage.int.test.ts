import { sql } from 'drizzle-orm';
import { apiHandler } from '@/lib/http';
import { callRoute } from '@/lib/http/testing/call-route';
import { createTestDatabase, type TestDatabase } from './testing/test-database';
import { openTcpProxy, type TcpProxy } from './testing/tcp-proxy';
import { openPostgres, queryRows, type DatabaseHandle } from './index';

process.env.LOG_LEVEL = 'silent';
const databaseUrl = process.env.DATABASE_URL;
const withPostgres = databaseUrl ? describe : describe.skip;

/** What a diner's write gets while the database is out (spec 1 §8's retry wording). */
const outage = {
  code: 0,
  title: 'Socket timeout: Service Unavailable',
  message: 'Sorry, something went wrong. Please try again.',
};

// PostgreSQL only: PGlite runs in the process and cannot be out. A proxy stands in for the
// server's outages; the machine's PostgreSQL itself is never stopped (others use it).
withPostgres(`a database outage${databaseUrl ? '' : ' (skipped: DATABASE_URL is not set)'}`, () => {
  let test: TestDatabase;
  let proxy: TcpProxy;
  let site: DatabaseHandle;
  let written = 0;
  // A diner's write: one transaction of a few statements, as a booking is.
  const write = apiHandler({
    POST: async () => {
      const n = ++written;
      await site.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(4545)`);
        await tx.execute(sql`insert into outage_writes values (${n})`);
        await tx.execute(sql`select count(*) from outage_writes`);
      });
      return { n };
    },
  });
  const post = async () => {
    const started = performance.now();
    let retryAfter: string | null = null;
    const { status, body } = await callRoute(write, {
      method: 'POST',
      body: {},
      onResponse: (response) => (retryAfter = response.headers.get('retry-after')),
    });
    return { status, body, retryAfter, ms: performance.now() - started };
  };
  const stored = async () =>
    (await queryRows<{ n: number }>(test.db, sql`select n from outage_writes order by n`)).map(
      (row) => row.n,
    );

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.execute(sql`create table outage_writes (n int primary key)`);
    const address = new URL(test.url!);
    proxy = await openTcpProxy({ host: address.hostname, port: Number(address.port || 5432) });
    // The site's default timeouts (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS).
    site = openPostgres(proxy.through(test.url!), { connectMs: 2000, statementMs: 5000 });
  });
  afterAll(async () => {
    await proxy.close();
    await site.close().catch(() => {});
    await test.close();
  });

  it('answers 503 with Retry-After at once while PostgreSQL is stopped, and recovers', async () => {
    expect((await post()).status).toBe(200);
    await proxy.stop();
    const answers = await Promise.all(Array.from({ length: 20 }, post));
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, body: outage, retryAfter: '5' });
      expect(answer.ms).toBeLessThan(3000);
    }
    await proxy.resume();
    expect((await post()).status).toBe(200);
  }, 30_000);

  it('answers 503 within 3 s while PostgreSQL is frozen, loses nothing, and recovers', async () => {
    // Connections open and idle in the pool, as on a busy site.
    await Promise.all(Array.from({ length: 10 }, post));
    proxy.freeze();
    const answers = await Promise.all(Array.from({ length: 30 }, post));
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, body: outage, retryAfter: '5' });
      expect(answer.ms).toBeLessThan(3000);
    }
    // A write arriving later in the outage is told at once, or within the deadline.
    const later = await post();
    expect(later).toMatchObject({ status: 503, body: outage });
    expect(later.ms).toBeLessThan(3000);

    await proxy.resume();
    let back = await post();
    for (let i = 0; back.status !== 200 && i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      back = await post();
    }
    expect(back.status).toBe(200);
    // Every write answered 200 is stored, once.
    const rows = await stored();
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows).toContain((back.body as { n: number }).n);
  }, 60_000);
});
