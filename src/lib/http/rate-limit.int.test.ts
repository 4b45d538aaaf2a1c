import { RateLimiterRes } from 'rate-limiter-flexible';
import { createRedisClient } from '@/lib/redis';
import { createLimiter } from './rate-limit';

// Counting in Redis is what lets every process share one limit (ARCHITECTURE §1.4). With REDIS_URL
// set (CI sets it beside DATABASE_URL), two limiters standing for two processes count together;
// an unreachable Redis falls back to counting in-process, never to refusing or freeing everyone.
process.env.LOG_LEVEL = 'silent';
const redisUrl = process.env.REDIS_URL;
const run = `${process.pid}-${Date.now()}`;

const consumed = async (limiter: ReturnType<typeof createLimiter>, key: string) => {
  try {
    await limiter.consume(key);
    return 'allowed';
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return 'limited';
    throw rejection;
  }
};

(redisUrl ? describe : describe.skip)('rate limits in Redis (REDIS_URL)', () => {
  let clients: ReturnType<typeof createRedisClient>[] = [];
  beforeAll(() => {
    clients = [createRedisClient(redisUrl!, 'test-a'), createRedisClient(redisUrl!, 'test-b')];
  });
  afterAll(() => Promise.all(clients.map((client) => client.quit())));

  it('counts the attempts of two processes together', async () => {
    await Promise.all(clients.map((client) => client.ping()));
    const [first, second] = clients.map((client) =>
      createLimiter({ points: 3, seconds: 60 }, `tavola:test:${run}:shared`, client),
    );
    expect(await consumed(first!, 'visitor')).toBe('allowed');
    expect(await consumed(second!, 'visitor')).toBe('allowed');
    expect(await consumed(first!, 'visitor')).toBe('allowed');
    expect(await consumed(second!, 'visitor')).toBe('limited');
    expect(await consumed(first!, 'visitor')).toBe('limited');
    expect(await consumed(second!, 'another-visitor')).toBe('allowed');
  });
});

if (!redisUrl) {
  it('skips the shared Redis counts: REDIS_URL is not set', () => {
    expect(redisUrl).toBeUndefined();
  });
}

describe('rate limits while Redis is unreachable', () => {
  // Made as the site's own client is ('commands'): a command fails at once, nothing is queued.
  let down: ReturnType<typeof createRedisClient>;
  beforeAll(() => {
    down = createRedisClient('redis://127.0.0.1:1', 'commands');
  });
  afterAll(() => down.disconnect());

  it('still limits, in-process, and answers at once', async () => {
    const limiter = createLimiter({ points: 2, seconds: 60 }, `tavola:test:${run}:down`, down);
    const started = performance.now();
    expect(await consumed(limiter, 'visitor')).toBe('allowed');
    expect(await consumed(limiter, 'visitor')).toBe('allowed');
    expect(await consumed(limiter, 'visitor')).toBe('limited');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
