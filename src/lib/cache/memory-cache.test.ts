import { createMemoryCache } from './memory-cache';

describe('memory cache', () => {
  it('keeps a value for its time to live, then loads it again', async () => {
    let time = 0;
    const cache = createMemoryCache(() => time);
    const load = jest.fn(async () => `value at ${time}`);

    expect(await cache.getOrLoad('k', 1000, load)).toBe('value at 0');
    time = 999;
    expect(await cache.getOrLoad('k', 1000, load)).toBe('value at 0');
    time = 1000;
    expect(await cache.getOrLoad('k', 1000, load)).toBe('value at 1000');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createMemoryCache();
    const load = jest.fn(() => new Promise((resolve) => setTimeout(() => resolve('v'), 10)));
    const values = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', 1000, load)));
    expect(values).toEqual(['v', 'v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failure', async () => {
    const cache = createMemoryCache();
    await expect(
      cache.getOrLoad('k', 1000, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', 1000, async () => 'up')).toBe('up');
  });

  it('clears keys by prefix', async () => {
    const cache = createMemoryCache();
    await cache.getOrLoad('a:1', 1000, async () => 1);
    await cache.getOrLoad('b:1', 1000, async () => 1);
    await cache.clear('a:');
    const reload = jest.fn(async () => 2);
    expect(await cache.getOrLoad('a:1', 1000, reload)).toBe(2);
    expect(await cache.getOrLoad('b:1', 1000, reload)).toBe(1);
  });
});
