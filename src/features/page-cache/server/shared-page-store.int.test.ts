import { randomUUID } from 'node:crypto';
import { createRedisClient, whenReady } from '@/lib/redis';
import { createSharedPageStore, type SharedPageStore } from './shared-page-store';

process.env.LOG_LEVEL = 'silent';

const redisUrl = process.env.REDIS_URL;
const withRedis = redisUrl ? describe : describe.skip;

const page = (title: string) => ({
  kind: 'PAGES',
  html: `<html><title>${title}</title></html>`,
  pageData: { pageProps: { title } },
  headers: undefined,
  status: undefined,
});
const key = '/route-cache/PAGES/abc/$/about-us';

withRedis(
  `the cache of rendered pages across processes (Redis${redisUrl ? '' : ': skipped, REDIS_URL is not set'})`,
  () => {
    // A namespace of this run's own, so parallel runs on one Redis never meet.
    const namespace = `tavola-test-${randomUUID()}:tavola`;
    const processes: { store: SharedPageStore; close: () => Promise<void> }[] = [];
    const warnings: string[] = [];

    /** One server process's store, once its connections are up (as at a server's start). */
    async function serverProcess() {
      const redis = createRedisClient(redisUrl!, 'commands');
      const subscriber = createRedisClient(redisUrl!, 'page-cache-subscriber');
      const store = createSharedPageStore({
        redis,
        subscriber,
        namespace,
        ttlSeconds: 60,
        log: { warn: (fields, message) => warnings.push(message + JSON.stringify(fields)) },
      });
      const close = async () => {
        await store.close();
        redis.disconnect();
        subscriber.disconnect();
      };
      processes.push({ store, close });
      await Promise.all([whenReady(redis, 2000), whenReady(subscriber, 2000)]);
      await new Promise((resolve) => setTimeout(resolve, 100)); // subscribed
      return store;
    }

    /** Polls `read` until it gives `expected` (a message crosses Redis in a few ms). */
    async function eventually<T>(read: () => Promise<T>, expected: T, ms = 2000): Promise<T> {
      const started = performance.now();
      let value = await read();
      while (
        JSON.stringify(value) !== JSON.stringify(expected) &&
        performance.now() - started < ms
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        value = await read();
      }
      return value;
    }

    afterAll(async () => {
      await Promise.all(processes.map((p) => p.close()));
    });

    it('serves a page one process rendered from every process, and a new render everywhere', async () => {
      const a = await serverProcess();
      const b = await serverProcess();
      expect(await b.get(key)).toBeNull();

      await a.set(key, page('About us'), { cacheControl: { revalidate: 60 } });
      const first = await b.get(key);
      expect(first?.value).toEqual(page('About us'));
      expect(first?.cacheControl).toEqual({ revalidate: 60 });

      // B now holds it in memory; A renders it again (a revalidation): B drops its copy.
      await a.set(key, page('About Tavola'), { cacheControl: { revalidate: 60 } });
      const title = async () => ((await b.get(key))?.value as { html: string }).html;
      expect(await eventually(title, page('About Tavola').html)).toBe(page('About Tavola').html);
    });

    it('removes a page an editor took away (a 404) from every process, and keeps no 404 in Redis', async () => {
      const a = await serverProcess();
      const b = await serverProcess();
      const gone = '/route-cache/PAGES/abc/$/gone';
      await a.set(gone, page('Soon gone'));
      expect((await b.get(gone))?.value).toEqual(page('Soon gone'));

      await a.set(gone, null);
      expect(await eventually(async () => (await b.get(gone))?.value ?? 'none', 'none')).toBe(
        'none',
      );
      expect((await a.get(gone))?.value).toBeNull(); // A remembers the 404 itself
      const redis = createRedisClient(redisUrl!, 'commands');
      await whenReady(redis, 2000);
      try {
        expect(await redis.exists(`${namespace}:page:${gone}`)).toBe(0);
      } finally {
        redis.disconnect();
      }
    });

    it('gives pages an expiry in Redis, so the shared cache stays bounded', async () => {
      const a = await serverProcess();
      await a.set(key, page('About us'));
      const redis = createRedisClient(redisUrl!, 'commands');
      await whenReady(redis, 2000);
      try {
        const ttl = await redis.ttl(`${namespace}:page:${key}`);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(60);
      } finally {
        redis.disconnect();
      }
      expect(warnings).toEqual([]);
    });
  },
);
