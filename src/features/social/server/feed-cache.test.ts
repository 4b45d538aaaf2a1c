import type { FeedPost } from '../social.schema';
import { createFeedCache, type FeedStore } from './feed-cache';
import { SocialFeedResting } from './social-feed-provider';

const post = (id: string): FeedPost => ({
  id,
  imageUrl: `https://scontent.cdninstagram.com/${id}.jpg`,
  postedAt: '2026-11-16T10:00:00.000Z',
  network: 'instagram',
});

/** A Redis stand-in: a map with SET's PX expiry on the test's clock. */
function fakeStore(clock: { time: number }) {
  const values = new Map<string, { text: string; until: number }>();
  const store = {
    status: 'ready',
    get: jest.fn(async (key: string) => {
      const value = values.get(key);
      return value && value.until > clock.time ? value.text : null;
    }),
    set: jest.fn(async (key: string, text: string, _px: 'PX', ms: number) => {
      values.set(key, { text, until: clock.time + ms });
      return 'OK';
    }),
  };
  return store as unknown as typeof store & FeedStore;
}

function testCache(options: { shared?: FeedStore; clock?: { time: number } } = {}) {
  const clock = options.clock ?? { time: 0 };
  const warnings: string[] = [];
  const cache = createFeedCache({
    key: 'tavola:tavola:social:instagram:abc',
    ttlMs: 300_000,
    restMs: 60_000,
    staleMaxAgeMs: 86_400_000,
    shared: options.shared && (() => options.shared),
    log: {
      warn: (_fields: object, message: string) => {
        warnings.push(message);
      },
    },
    now: () => clock.time,
  });
  return { cache, clock, warnings };
}

const down = () => Promise.reject(new Error('Instagram is down'));

describe('the social feed cache', () => {
  it('asks the source once per time to live', async () => {
    const { cache, clock } = testCache();
    const load = jest.fn(async () => [post(`at-${clock.time}`)]);
    expect(await cache.read(load)).toEqual([post('at-0')]);
    clock.time = 299_999;
    expect(await cache.read(load)).toEqual([post('at-0')]);
    clock.time = 300_000;
    expect(await cache.read(load)).toEqual([post('at-300000')]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves the last good feed while the source fails', async () => {
    const { cache, clock, warnings } = testCache();
    await cache.read(async () => [post('good')]);
    clock.time = 400_000;
    expect(await cache.read(down)).toEqual([post('good')]);
    expect(warnings).toEqual(['The content source failed; serving the last good value']);
  });

  it('with no good feed, throws the failure once, then rests a minute without asking', async () => {
    const { cache, clock } = testCache();
    const failing = jest.fn(down);
    await expect(cache.read(failing)).rejects.toThrow('Instagram is down');
    clock.time = 59_999;
    await expect(cache.read(failing)).rejects.toThrow(SocialFeedResting);
    await expect(cache.read(failing)).rejects.toThrow('The feed failed; asking again in 1 s');
    expect(failing).toHaveBeenCalledTimes(1);
    clock.time = 60_000;
    expect(await cache.read(async () => [post('back')])).toEqual([post('back')]);
  });

  describe('with Redis', () => {
    it('shares the feed: a second process reads it without asking the source', async () => {
      const clock = { time: 0 };
      const store = fakeStore(clock);
      const one = testCache({ shared: store, clock });
      const two = testCache({ shared: store, clock });
      const load = jest.fn(async () => [post('shared')]);
      await one.cache.read(load);
      expect(store.set).toHaveBeenCalledWith(
        'tavola:tavola:social:instagram:abc',
        JSON.stringify([post('shared')]),
        'PX',
        300_000,
      );
      expect(await two.cache.read(load)).toEqual([post('shared')]);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('ignores a shared value that is not a feed', async () => {
      const clock = { time: 0 };
      const store = fakeStore(clock);
      await store.set('tavola:tavola:social:instagram:abc', '{"posts": "nope"}', 'PX', 1000);
      const { cache } = testCache({ shared: store, clock });
      expect(await cache.read(async () => [post('fresh')])).toEqual([post('fresh')]);
    });

    it('asks the source itself while Redis fails, and says so at most once a minute', async () => {
      const store = {
        status: 'ready',
        get: jest.fn(() => Promise.reject(new Error('Connection is closed.'))),
        set: jest.fn(() => Promise.reject(new Error('Connection is closed.'))),
      } as unknown as FeedStore;
      const { cache, clock, warnings } = testCache({ shared: store });
      expect(await cache.read(async () => [post('direct')])).toEqual([post('direct')]);
      // Reading and writing both failed: one line.
      expect(warnings).toEqual(['Could not read the shared social feed in Redis']);
      clock.time = 300_000;
      expect(await cache.read(async () => [post('again')])).toEqual([post('again')]);
      expect(warnings).toHaveLength(2);
    });
  });
});
