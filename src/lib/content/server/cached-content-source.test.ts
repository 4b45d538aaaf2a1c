import { createMemoryCache } from '@/lib/cache';
import { cachedContentSource, contentTtlMs, editingTtlMs } from './cached-content-source';
import type { ContentMethod, ContentSource } from './content-source';

/** A source whose every method answers `found-<method>` and counts its calls. */
function countingSource() {
  const calls: { method: ContentMethod; args: unknown[] }[] = [];
  const source = Object.fromEntries(
    (Object.keys(contentTtlMs) as ContentMethod[]).map((method) => [
      method,
      async (...args: unknown[]) => {
        calls.push({ method, args });
        return `found-${method}`;
      },
    ]),
  ) as unknown as ContentSource;
  return { source, calls };
}

function setUp(ttlFor = (method: ContentMethod) => contentTtlMs[method]) {
  const clock = { time: 0 };
  const cache = createMemoryCache({ now: () => clock.time });
  const { source, calls } = countingSource();
  return {
    content: cachedContentSource(source, cache, 'content:test', ttlFor),
    cache,
    calls,
    clock,
  };
}

describe('the cached content source', () => {
  describe('refuses an id no content can have, before the source or the cache', () => {
    const refused = [
      'x'.repeat(101), // longer than any slug
      '',
      'about us',
      'about.html',
      '..',
      'a/b',
      '%2e%2e',
      'caf\u00e9',
      "o'brien",
    ];

    it.each(refused)('%j is not found', async (id) => {
      const { content, cache, calls } = setUp();
      expect(await content.getPage(id)).toBeNull();
      expect(await content.getPage('about', id)).toBeNull();
      expect(await content.getMenu(id)).toBeNull();
      expect(await content.getOffer(id)).toBeNull();
      expect(await content.getRestaurant(id)).toBeNull();
      expect(await content.getRestaurantBySlug(id, 'soho')).toBeNull();
      expect(await content.getRestaurantBySlug('london', id)).toBeNull();
      expect(calls).toEqual([]);
      expect(cache.stats()).toEqual({
        entries: 0,
        bytes: 0,
        notFound: 0,
        notFoundBytes: 0,
        loading: 0,
      });
    });

    it('and passes every real one on: slugs, store ids, the longest allowed', async () => {
      const { content, calls } = setUp();
      expect(await content.getPage('home')).toBe('found-getPage');
      expect(await content.getPage('team', 'about-us')).toBe('found-getPage');
      expect(await content.getRestaurant('1001')).toBe('found-getRestaurant');
      expect(await content.getRestaurant('LDN-01')).toBe('found-getRestaurant');
      expect(await content.getRestaurantBySlug('london', 'covent-garden')).toBe(
        'found-getRestaurantBySlug',
      );
      expect(await content.getMenu('x'.repeat(100))).toBe('found-getMenu');
      expect(calls.map((call) => call.args)).toEqual([
        ['home'],
        ['team', 'about-us'],
        ['1001'],
        ['LDN-01'],
        ['london', 'covent-garden'],
        ['x'.repeat(100)],
      ]);
    });
  });

  it('caches each method for its time to live (spec 1 §9)', async () => {
    const { content, calls, clock } = setUp();
    await content.getSettings();
    await content.getPage('home');
    clock.time = 60_000;
    await content.getSettings(); // 600 s
    await content.getPage('home'); // 60 s: loaded again
    expect(calls.map((call) => call.method)).toEqual(['getSettings', 'getPage', 'getPage']);
  });

  it('caches for one second while editing', async () => {
    const { content, calls, clock } = setUp(() => editingTtlMs);
    await content.getSettings();
    clock.time = 999;
    await content.getSettings();
    clock.time = 1000;
    await content.getSettings();
    expect(calls).toHaveLength(2);
  });
});
