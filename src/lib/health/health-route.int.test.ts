import { testApiHandler } from 'next-test-api-route-handler'; // must be the first import
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
// The route is the subject of this test; API routes cannot hold their tests (every file under
// src/pages is a route), so it lives beside the module the route is built on.
// eslint-disable-next-line import/no-restricted-paths
import healthRoute from '@/pages/api/health';
import { installDatabase, openPostgres, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { createRedisClient } from '@/lib/redis';
import { checkHealth, healthDeadlineMs } from './check-health';

// The route's Redis comes from REDIS_URL; these tests give checkHealth their own clients instead.
const redisUrl = process.env.REDIS_URL;
delete process.env.REDIS_URL;
process.env.LOG_LEVEL = 'silent';

async function getHealth(): Promise<{ status: number; body: unknown; ms: number }> {
  let result = { status: 0, body: undefined as unknown, ms: 0 };
  await testApiHandler({
    pagesHandler: healthRoute,
    test: async ({ fetch }) => {
      const started = performance.now();
      const response = await fetch({ method: 'GET' });
      result = { status: response.status, body: await response.json(), ms: 0 };
      result.ms = performance.now() - started;
    },
  });
  return result;
}

/** A server that accepts connections and never says a word: a hung PostgreSQL (or Redis). */
async function silentServer(): Promise<{ url: (scheme: string) => string; close(): void }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (scheme) => `${scheme}://postgres@127.0.0.1:${port}/test`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

const defaults = { connectMs: 2000, statementMs: 5000 };
const databaseDown = {
  code: 503,
  title: 'Service Unavailable',
  message: 'The database is not answering.',
};

describe('GET /api/health', () => {
  let restore = () => {};
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    restore();
    await handle?.close();
    handle = undefined;
  });
  const install = (next: DatabaseHandle) => {
    handle = next;
    restore = installDatabase(next);
  };

  it('answers 200 when the database answers', async () => {
    install(await createTestDatabase());
    const { status, body } = await getHealth();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers 503 at once when nothing listens where PostgreSQL should be', async () => {
    install(openPostgres('postgres://postgres@127.0.0.1:1/test', defaults)); // port 1: refused
    const { status, body, ms } = await getHealth();
    expect(status).toBe(503);
    expect(body).toEqual(databaseDown);
    expect(ms).toBeLessThan(3000);
  }, 10_000);

  it('answers 503 within 3 s when PostgreSQL takes the connection and never answers', async () => {
    const server = await silentServer();
    try {
      install(openPostgres(server.url('postgres'), defaults));
      const { status, body, ms } = await getHealth();
      expect(status).toBe(503);
      expect(body).toEqual(databaseDown);
      expect(ms).toBeLessThan(3000);

      // However long the pool would wait (a far longer connect timeout), the check does not.
      await handle?.close();
      install(openPostgres(server.url('postgres'), { connectMs: 60_000, statementMs: 60_000 }));
      const patient = await getHealth();
      expect(patient.status).toBe(503);
      expect(patient.ms).toBeLessThan(3000);
    } finally {
      server.close();
    }
  }, 15_000);
});

describe('Redis in the health check', () => {
  let restore = () => {};
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    restore = installDatabase(handle);
  });
  afterAll(async () => {
    restore();
    await handle.close();
  });

  it('is degraded, not down, when Redis is unreachable: the site falls back in-process', async () => {
    const redis = createRedisClient('redis://127.0.0.1:1', 'commands');
    const degraded = { status: 'degraded', database: handle.kind, redis: 'unreachable' };
    try {
      // Refused: said at once, not at the deadline (a load balancer's 2 s probe would fail).
      const started = performance.now();
      expect(await checkHealth(healthDeadlineMs, redis)).toEqual(degraded);
      expect(performance.now() - started).toBeLessThan(500);
      // And again while the client waits to reconnect.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const again = performance.now();
      expect(await checkHealth(healthDeadlineMs, redis)).toEqual(degraded);
      expect(performance.now() - again).toBeLessThan(500);
    } finally {
      redis.disconnect();
      // ioredis keeps a refused socket's timer for 2 s after a disconnect: let the run end cleanly.
      await new Promise((resolve) => setTimeout(resolve, 2100));
    }
  }, 10_000);

  (redisUrl ? it : it.skip)(
    `is ok when Redis answers${redisUrl ? '' : ' (skipped: REDIS_URL is not set)'}`,
    async () => {
      // A new client, still connecting: the check waits for it rather than call it down.
      const redis = createRedisClient(redisUrl!, 'commands');
      try {
        expect(await checkHealth(2500, redis)).toEqual({
          status: 'ok',
          database: handle.kind,
          redis: 'ok',
        });
      } finally {
        redis.disconnect();
      }
    },
  );
});
