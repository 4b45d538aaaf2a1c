import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { pageCacheKeys } from './page-cache-keys.js';
import { createRedisPageStore } from './page-store.js';

const redisUrl = process.env.REDIS_URL;
const withRedis = redisUrl ? describe : describe.skip;

const page = (title: string, cacheTags: string[]) => ({
  kind: 'PAGES',
  html: { toUnchunkedString: () => `<html><title>${title}</title></html>` },
  pageData: { pageProps: { title, cacheTags } },
});

withRedis(
  `rendered pages shared by every process (Redis${redisUrl ? '' : ': skipped, REDIS_URL is not set'})`,
  () => {
    // A prefix of this run's own, so parallel runs on one Redis never meet.
    const prefix = `tavola-test-${randomUUID()}`;
    const warnings: string[] = [];
    const log = { warn: (_fields: object, message: string) => warnings.push(message) };
    const clients: Redis[] = [];
    const process = (now = () => Date.now()) => {
      const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
      clients.push(redis);
      return createRedisPageStore({ redis, prefix, brand: 'tavola', log, now });
    };
    afterAll(async () => {
      const [redis] = clients;
      const keys = await redis!.keys(`${prefix}:*`);
      if (keys.length > 0) await redis!.del(...keys);
      for (const client of clients) client.disconnect();
    });

    it("serves one process's render to another, HTML as text", async () => {
      const [one, two] = [process(), process()];
      await one.set('/about-us', page('About us', ['page-about']), { revalidate: 60 });
      const entry = await two.get('/about-us');
      expect(entry?.value.html).toBe('<html><title>About us</title></html>');
      expect(entry?.value.pageData.pageProps.title).toBe('About us');
      expect(entry?.cacheControl).toEqual({ revalidate: 60 });
    });

    it('expires a tag for every process at once', async () => {
      let time = 10_000;
      const [one, two] = [process(() => time), process(() => time)];
      await one.set('/menu', page('Menu', ['menu-1', 'site-tavola']), {});
      await one.set('/faqs', page('FAQs', ['faq-1', 'site-tavola']), {});
      time = 11_000;
      await one.expireTags(['menu-1']);
      expect(await two.get('/menu')).toBeNull();
      expect(await two.get('/faqs')).not.toBeNull();
      time = 12_000;
      await two.set('/menu', page('Menu again', ['menu-1']), {});
      expect((await one.get('/menu'))?.value.pageData.pageProps.title).toBe('Menu again');
    });

    it('keeps a 404 in the process only, and it removes the shared copy', async () => {
      const [one, two] = [process(), process()];
      await one.set('/old', page('Old', []), {});
      await two.set('/old', null, {});
      expect(await one.get('/old')).toBeNull();
      expect(await two.get('/old')).toMatchObject({ value: null });
      const redis = clients[0]!;
      expect(await redis.exists(pageCacheKeys(prefix, 'tavola').page('/old'))).toBe(0);
    });

    it('keeps nothing under a path longer than any page, in Redis or in the process', async () => {
      const [one, two] = [process(), process()];
      const path = `/${'x'.repeat(1024)}`;
      await one.set(path, page('Long', []), {});
      await one.set(`${path}/gone`, null, {});
      const redis = clients[0]!;
      expect(await redis.exists(pageCacheKeys(prefix, 'tavola').page(path))).toBe(0);
      expect(await two.get(path)).toBeNull();
      expect(await one.get(`${path}/gone`)).toBeNull();
    });

    it('reads a miss and skips a write while Redis is away', async () => {
      const redis = new Redis('redis://127.0.0.1:1', {
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        retryStrategy: () => null,
        lazyConnect: true,
      });
      const away = createRedisPageStore({ redis, prefix, brand: 'tavola', log });
      await away.set('/x', page('X', []), {});
      expect(await away.get('/x')).toBeNull();
      expect(warnings.length).toBeGreaterThan(0);
      redis.disconnect();
    });
  },
);
