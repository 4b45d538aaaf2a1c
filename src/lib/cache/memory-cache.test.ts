import fc from 'fast-check';
import { createMemoryCache, type MemoryCacheOptions } from './memory-cache';

/** A cache on a clock the test moves, logging into an array. */
function testCache(options: MemoryCacheOptions = {}) {
  const clock = { time: 0 };
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
  };
  const cache = createMemoryCache({ now: () => clock.time, log, ...options });
  return { cache, clock, warnings };
}

const value = (bytes: number) => ({ text: 'x'.repeat(bytes - 11) }); // {"text":"…"} is 11 more

describe('memory cache', () => {
  it('keeps a value for its time to live, then loads it again', async () => {
    const { cache, clock } = testCache();
    const load = jest.fn(async () => `value at ${clock.time}`);

    expect(await cache.getOrLoad('k', 1000, load)).toBe('value at 0');
    clock.time = 999;
    expect(await cache.getOrLoad('k', 1000, load)).toBe('value at 0');
    clock.time = 1000;
    expect(await cache.getOrLoad('k', 1000, load)).toBe('value at 1000');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const { cache } = testCache();
    const load = jest.fn(() => new Promise((resolve) => setTimeout(() => resolve('v'), 10)));
    const values = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', 1000, load)));
    expect(values).toEqual(['v', 'v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.stats().loading).toBe(0);
  });

  it('does not cache a failure, and throws it when there is no last good value', async () => {
    const { cache } = testCache({ staleMaxAgeMs: 60_000 });
    await expect(
      cache.getOrLoad('k', 1000, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', 1000, async () => 'up')).toBe('up');
  });

  it('expires keys by prefix', async () => {
    const { cache } = testCache();
    await cache.getOrLoad('a:1', 1000, async () => 1);
    await cache.getOrLoad('b:1', 1000, async () => 1);
    await cache.clear('a:');
    const reload = jest.fn(async () => 2);
    expect(await cache.getOrLoad('a:1', 1000, reload)).toBe(2);
    expect(await cache.getOrLoad('b:1', 1000, reload)).toBe(1);
  });

  describe('is bounded', () => {
    it('in entries: the least recently used goes first', async () => {
      const { cache } = testCache({ maxEntries: 100 });
      await cache.getOrLoad('kept', 60_000, async () => 'kept');
      for (let i = 0; i < 1000; i++) {
        await cache.getOrLoad(`k${i}`, 60_000, async () => i);
        if (i % 50 === 0) await cache.getOrLoad('kept', 60_000, async () => 'reloaded');
      }
      expect(cache.stats().entries).toBe(100);
      expect(await cache.getOrLoad('kept', 60_000, async () => 'reloaded')).toBe('kept');
      expect(await cache.getOrLoad('k0', 60_000, async () => 'reloaded')).toBe('reloaded');
    });

    it('in bytes of JSON, whatever the keys and sizes', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.string({ maxLength: 30 }), fc.integer({ min: 12, max: 4000 })), {
            maxLength: 200,
          }),
          async (writes) => {
            const { cache } = testCache({ maxBytes: 10_000 });
            for (const [key, bytes] of writes)
              await cache.getOrLoad(key, 1000, async () => value(bytes));
            expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
          },
        ),
      );
    });

    it('serves a value larger than the whole cache without keeping it, and says so once', async () => {
      const { cache, warnings } = testCache({ maxBytes: 1000 });
      const load = jest.fn(async () => value(2000));
      expect(await cache.getOrLoad('big', 60_000, load)).toEqual(value(2000));
      expect(await cache.getOrLoad('big', 60_000, load)).toEqual(value(2000));
      expect(load).toHaveBeenCalledTimes(2);
      expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
      expect(warnings.map((w) => w.message)).toEqual([
        'A value is larger than the whole cache; not cached',
      ]);
    });
  });

  describe('remembers "not found" briefly, apart from the values', () => {
    it('for a few seconds, not for the time to live', async () => {
      const { cache, clock } = testCache({ notFoundTtlMs: 5000 });
      const load = jest.fn(async () => null);
      expect(await cache.getOrLoad('missing', 300_000, load)).toBeNull();
      clock.time = 4999;
      expect(await cache.getOrLoad('missing', 300_000, load)).toBeNull();
      expect(load).toHaveBeenCalledTimes(1);
      clock.time = 5000;
      await cache.getOrLoad('missing', 300_000, load);
      expect(load).toHaveBeenCalledTimes(2);
      // Never longer than the time to live itself (1 s while editing).
      clock.time = 20_000;
      await cache.getOrLoad('edited', 1000, load);
      clock.time = 21_000;
      await cache.getOrLoad('edited', 1000, load);
      expect(load).toHaveBeenCalledTimes(4);
    });

    it('so a flood of unknown ids neither grows the cache nor pushes content out', async () => {
      const { cache } = testCache({ maxEntries: 50, maxNotFound: 100 });
      for (let i = 0; i < 50; i++) await cache.getOrLoad(`page:${i}`, 60_000, async () => i);
      for (let i = 0; i < 10_000; i++)
        await cache.getOrLoad(`flood:${i}`, 60_000, async () => null);
      expect(cache.stats()).toMatchObject({ entries: 50, notFound: 100 });
      const reload = jest.fn(async () => -1);
      for (let i = 0; i < 50; i++)
        expect(await cache.getOrLoad(`page:${i}`, 60_000, reload)).toBe(i);
      expect(reload).not.toHaveBeenCalled();
    });

    it('within its bytes, counting the keys: a flood of long made-up paths stays small', async () => {
      const { cache } = testCache({ maxNotFound: 1000, maxNotFoundBytes: 64 * 1024 });
      for (let i = 0; i < 1000; i++) {
        const path = `page:/${String(i).padStart(8 * 1024, 'x')}`;
        expect(await cache.getOrLoad(path, 60_000, async () => null)).toBeNull();
      }
      expect(cache.stats().notFoundBytes).toBeLessThanOrEqual(64 * 1024);
      expect(cache.stats().notFound).toBeLessThanOrEqual(8);
    });

    it('and forgets it when the content appears', async () => {
      const { cache, clock } = testCache();
      await cache.getOrLoad('p', 60_000, async () => null);
      clock.time = 6000;
      expect(await cache.getOrLoad('p', 60_000, async () => 'published')).toBe('published');
      expect(cache.stats()).toMatchObject({ entries: 1, notFound: 0 });
    });
  });

  describe('serves the last good value when the source fails', () => {
    const down = () => Promise.reject(new Error('CMS down'));

    it('up to the stale age, asking the source again once a time to live, logging once a minute', async () => {
      const { cache, clock, warnings } = testCache({ staleMaxAgeMs: 3_600_000 });
      await cache.getOrLoad('k', 60_000, async () => 'good');
      const failing = jest.fn(down);

      clock.time = 60_000;
      expect(await cache.getOrLoad('k', 60_000, failing)).toBe('good');
      clock.time = 119_999; // the stale value stands for one more time to live
      expect(await cache.getOrLoad('k', 60_000, failing)).toBe('good');
      expect(failing).toHaveBeenCalledTimes(1);
      expect(warnings).toEqual([
        {
          fields: { key: 'k', ageSeconds: 60, err: new Error('CMS down') },
          message: 'The content source failed; serving the last good value',
        },
      ]);

      clock.time = 120_000;
      expect(await cache.getOrLoad('k', 60_000, failing)).toBe('good');
      expect(failing).toHaveBeenCalledTimes(2);
      expect(warnings).toHaveLength(2); // a minute after the first

      clock.time = 3_600_001; // older than the stale age: the failure shows
      await expect(cache.getOrLoad('k', 60_000, failing)).rejects.toThrow('CMS down');
    });

    it('never when the stale age is 0', async () => {
      const { cache, clock } = testCache({ staleMaxAgeMs: 0 });
      await cache.getOrLoad('k', 1000, async () => 'good');
      clock.time = 1000;
      await expect(cache.getOrLoad('k', 1000, down)).rejects.toThrow('CMS down');
    });

    it('even just after a clear (a publish during an outage)', async () => {
      const { cache, clock } = testCache({ staleMaxAgeMs: 3_600_000 });
      await cache.getOrLoad('k', 60_000, async () => 'good');
      await cache.clear();
      clock.time = 1;
      expect(await cache.getOrLoad('k', 60_000, down)).toBe('good');
    });
  });

  it('never stores what a load read before a clear', async () => {
    const { cache } = testCache();
    let finish: (value: string) => void = () => {};
    const before = cache.getOrLoad('k', 60_000, () => new Promise<string>((r) => (finish = r)));
    await cache.clear();
    const after = jest.fn(async () => 'new');
    const during = cache.getOrLoad('k', 60_000, after); // does not join the old load
    finish('old');
    expect(await before).toBe('old');
    expect(await during).toBe('new');
    expect(await cache.getOrLoad('k', 60_000, async () => 'again')).toBe('new');
    expect(after).toHaveBeenCalledTimes(1);
  });
});
