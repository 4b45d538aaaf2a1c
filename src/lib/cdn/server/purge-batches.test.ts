import { keysToPurge, purgeBatches } from './purge-batches';

describe('the keys a purge sends', () => {
  it('sends each key once, in order, and none that no page can carry', () => {
    expect(keysToPurge(['a', 'b', 'a', 'bad key', '', 'x'.repeat(65), 'c,d', 'c'])).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(keysToPurge([])).toEqual([]);
  });
});

describe('purge batches', () => {
  const keys = Array.from({ length: 10 }, (_, i) => `key-${i}`); // 5 characters each

  it('cuts the keys into batches of at most maxKeys, in order', () => {
    expect(purgeBatches(keys, { maxKeys: 4 })).toEqual([
      keys.slice(0, 4),
      keys.slice(4, 8),
      keys.slice(8),
    ]);
    expect(purgeBatches(keys, { maxKeys: 10 })).toEqual([keys]);
    expect(purgeBatches([], { maxKeys: 10 })).toEqual([]);
  });

  it('keeps each batch, keys joined by the separator, within maxBytes', () => {
    // Three keys and two spaces are 17 bytes; a fourth makes 23.
    const batches = purgeBatches(keys, { maxKeys: Infinity, maxBytes: 22 });
    expect(batches.map((batch) => batch.join(' '))).toEqual([
      'key-0 key-1 key-2',
      'key-3 key-4 key-5',
      'key-6 key-7 key-8',
      'key-9',
    ]);
    expect(purgeBatches(keys, { maxKeys: Infinity, maxBytes: 23 })[0]).toHaveLength(4);
  });
});
