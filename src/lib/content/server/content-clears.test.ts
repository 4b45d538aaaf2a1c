import { EventEmitter } from 'node:events';
import type { Config } from '@/lib/config';

// How getContentSource and clearContentCache use Redis (REDIS_URL): which connections they open,
// when, and on which channel. The clears themselves travel through a real Redis in
// content-cache.int.test.ts; here the clients only record what is asked of them.
const mockConfig: { current?: Config } = {};
jest.mock('@/lib/config', () => ({
  ...jest.requireActual('@/lib/config'),
  getConfig: () => mockConfig.current,
}));

/** What a client was asked to do. */
class RecordingClient extends EventEmitter {
  status = 'ready';
  stream = { unref: () => {} };
  subscribed: string[] = [];
  published: [string, string][] = [];
  async subscribe(channel: string) {
    this.subscribed.push(channel);
  }
  async unsubscribe() {}
  async publish(channel: string, message: string) {
    this.published.push([channel, message]);
    return 1;
  }
}
const mockRedis = {
  commands: new RecordingClient(),
  subscribers: [] as { role: string; client: RecordingClient }[],
};
jest.mock('@/lib/redis', () => ({
  ...jest.requireActual('@/lib/redis'),
  getRedis: jest.fn(() => mockRedis.commands),
  createRedisClient: jest.fn((_url: string, role: string) => {
    const client = new RecordingClient();
    mockRedis.subscribers.push({ role, client });
    return client;
  }),
}));

// (jest hoists the mocks above these imports)
import { parseConfig } from '@/lib/config';
import { getRedis } from '@/lib/redis';
import { clearContentCache, getContentSource, listenForContentClears } from './index';

function withEnv(env: Record<string, string>) {
  mockConfig.current = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('tavola.content')];
  mockRedis.commands = new RecordingClient();
  mockRedis.subscribers = [];
  jest.clearAllMocks();
}

describe('content clears across processes', () => {
  it('reading content opens no Redis connection (a script must be able to end)', async () => {
    withEnv({ REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(await getContentSource().getSettings()).not.toBeNull();
    expect(getRedis).not.toHaveBeenCalled();
    expect(mockRedis.subscribers).toEqual([]);
  });

  it('a server process listens on its brand channel, on a connection of its own, once', async () => {
    withEnv({ REDIS_URL: 'redis://127.0.0.1:6379', BRAND: 'tavola-express' });
    listenForContentClears();
    listenForContentClears();
    expect(mockRedis.subscribers).toHaveLength(1);
    const [{ role, client }] = mockRedis.subscribers as [(typeof mockRedis.subscribers)[0]];
    expect(role).toBe('content-cache-subscriber');
    expect(client.subscribed).toEqual(['tavola:tavola-express:content-cache:clear']);
  });

  it('a clear goes out on that channel', async () => {
    withEnv({ REDIS_URL: 'redis://127.0.0.1:6379' });
    await clearContentCache();
    expect(mockRedis.commands.published).toEqual([
      ['tavola:tavola:content-cache:clear', JSON.stringify({ prefix: 'content:' })],
    ]);
  });

  it('a site listens and clears under its own REDIS_PREFIX: staging never clears production', async () => {
    withEnv({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'staging' });
    listenForContentClears();
    await clearContentCache();
    const [{ client }] = mockRedis.subscribers as [(typeof mockRedis.subscribers)[0]];
    expect(client.subscribed).toEqual(['staging:tavola:content-cache:clear']);
    expect(mockRedis.commands.published).toEqual([
      ['staging:tavola:content-cache:clear', JSON.stringify({ prefix: 'content:' })],
    ]);
  });

  it('without Redis, nothing is opened and a clear stays in this process', async () => {
    withEnv({});
    listenForContentClears();
    await clearContentCache();
    expect(getRedis).not.toHaveBeenCalled();
    expect(mockRedis.subscribers).toEqual([]);
  });
});
