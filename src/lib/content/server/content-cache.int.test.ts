import { randomUUID } from 'node:crypto';
import { createRedisClient } from '@/lib/redis';
import { createContentCache } from './content-cache';

process.env.LOG_LEVEL = 'silent';

const redisUrl = process.env.REDIS_URL;
const key = 'content:tavola:published:getPage:["home"]';

/** One process's content cache: its own connections, the channel of the test run. */
function processCache(url: string, channel: string) {
  const warnings: string[] = [];
  const publisher = createRedisClient(url, 'commands');
  const subscriber = createRedisClient(url, 'content-cache-subscriber');
  const content = createContentCache({
    maxEntries: 100,
    maxBytes: 1_000_000,
    staleMaxAgeMs: 0,
    shared: { channel, publisher: () => publisher, waitMs: 1000 },
    log: { warn: (_fields, message) => warnings.push(message) },
  });
  const subscription = content.listen(() => subscriber);
  let count = 0;
  const loads = jest.fn(async () => `loaded ${++count}`);
  const read = () => content.cache.getOrLoad(key, 60_000, loads);
  const close = async () => {
    await subscription?.close();
    publisher.disconnect();
    subscriber.disconnect();
  };
  return { content, subscription, subscriber, publisher, warnings, loads, read, close };
}

/** Resolves once `loads` has been called `times` times by reading, failing after `ms`. */
async function reloadedWithin(cache: ReturnType<typeof processCache>, times: number, ms: number) {
  const started = performance.now();
  while (performance.now() - started < ms) {
    await cache.read();
    if (cache.loads.mock.calls.length >= times) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not reloaded within ${ms} ms`);
}

const withRedis = redisUrl ? describe : describe.skip;

withRedis(
  `the content cache across processes (Redis${redisUrl ? '' : ': skipped, REDIS_URL is not set'})`,
  () => {
    // A channel of this run's own, so parallel runs on one Redis never clear each other.
    const channel = `tavola:test:${randomUUID()}:content-cache:clear`;
    let one: ReturnType<typeof processCache>;
    let two: ReturnType<typeof processCache>;
    beforeEach(async () => {
      one = processCache(redisUrl!, channel);
      two = processCache(redisUrl!, channel);
      await Promise.all([one.subscription?.ready, two.subscription?.ready]);
      await one.read();
      await two.read();
    });
    afterEach(async () => {
      await one.close();
      await two.close();
    });

    it('a clear in one process clears the other within a second', async () => {
      await one.read();
      await two.read();
      expect(two.loads).toHaveBeenCalledTimes(1); // cached

      await one.content.clear();
      expect(await one.read()).toBe('loaded 2'); // here at once
      expect(await reloadedWithin(two, 2, 1000)).toBeLessThan(1000);

      await two.content.clear();
      expect(await reloadedWithin(one, 3, 1000)).toBeLessThan(1000);
    });

    it('ignores a message that is not a clear', async () => {
      await one.publisher.publish(channel, 'flush everything');
      await one.publisher.publish(channel, JSON.stringify({ prefix: 42 }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await two.read();
      expect(two.loads).toHaveBeenCalledTimes(1);
      expect(two.warnings).toEqual([
        'Ignored a message that is not a cache clear',
        'Ignored a message that is not a cache clear',
      ]);
    });

    it('clears everything when its subscription comes back after a lost connection', async () => {
      // Messages published while it was cut off are lost, so it cannot know what it missed.
      two.subscriber.disconnect(true);
      expect(await reloadedWithin(two, 2, 3000)).toBeLessThan(3000);
    });
  },
);

describe('the content cache with Redis down', () => {
  let cache: ReturnType<typeof processCache> | undefined;
  afterEach(async () => {
    await cache?.close();
    // ioredis keeps a timer for a refused socket for its disconnectTimeout (2 s) after a
    // disconnect: wait it out, so that the test run ends cleanly.
    await new Promise((resolve) => setTimeout(resolve, 2100));
  });

  it('clears this process at once and says it could not tell the others', async () => {
    // Nothing listens on port 1: every connection is refused.
    cache = processCache('redis://127.0.0.1:1', `tavola:test:${randomUUID()}`);
    await cache.read();
    const started = performance.now();
    await cache.content.clear();
    expect(performance.now() - started).toBeLessThan(1500);
    await cache.read();
    expect(cache.loads).toHaveBeenCalledTimes(2);
    expect(cache.warnings).toContain('Could not tell the other processes to clear their cache');
  });
});
