import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import type { FakeService } from '@/lib/http/testing/fake-service';
import { createRedisClient } from '@/lib/redis';
import { startFakeInstagram, type InstagramEndpoint } from '../testing/fake-instagram';
import { instagramMedia } from '../testing/instagram-media';
import { createInstagramFeedProvider } from './instagram-feed-provider';

process.env.LOG_LEVEL = 'silent';

const redisUrl = process.env.REDIS_URL;
const withRedis = redisUrl ? describe : describe.skip;

withRedis(
  `the Instagram feed across processes (Redis${redisUrl ? '' : ': skipped, REDIS_URL is not set'})`,
  () => {
    const accessToken = 'IGAAtest-token-shared-by-processes-01';
    // A key of this run's own, so parallel runs on one Redis never read each other's feed.
    const cacheKey = `tavola:test:${randomUUID()}:social:instagram`;
    let fake: FakeService<InstagramEndpoint>;
    let redis: Redis;
    beforeAll(async () => {
      fake = await startFakeInstagram({ accessToken, media: instagramMedia });
      redis = createRedisClient(redisUrl!, 'commands');
    });
    afterAll(async () => {
      await redis.del(cacheKey);
      redis.disconnect();
      await fake.close();
    });

    /** One process's provider: its own memory cache, the shared Redis. */
    const processFeed = () =>
      createInstagramFeedProvider({
        baseUrl: fake.baseUrl,
        accessToken,
        timeoutMs: 2000,
        cacheTtlMs: 60_000,
        cacheKey,
        shared: () => redis,
        log: { info: () => {}, warn: () => {} },
      });

    it('asks Instagram once for every process, and keeps the feed for the cache time', async () => {
      const one = processFeed();
      const two = processFeed();
      expect((await one.latestPosts(3)).map((post) => post.id)).toEqual([
        '17900000000000004',
        '17900000000000003',
        '17900000000000002',
      ]);
      expect(await two.latestPosts(4)).toHaveLength(4);
      expect(fake.requests).toHaveLength(1);
      const ttl = await redis.pttl(cacheKey);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    });
  },
);
