import { createMemoryPageStore, tagsOf } from './page-store.js';

/** A rendered page as Next hands it to the cache: its HTML as an object with toUnchunkedString. */
const page = (title: string, cacheTags: string[] = []) => ({
  kind: 'PAGES',
  html: { toUnchunkedString: () => `<html><title>${title}</title></html>` },
  pageData: { pageProps: { title, cacheTags } },
  headers: undefined,
  status: undefined,
});

function setUp(maxBytes?: number) {
  const clock = { time: 1_000 };
  const store = createMemoryPageStore({ maxBytes, now: () => clock.time });
  return { store, clock };
}

describe('the memory page store', () => {
  it('keeps a page with when it was made and how long it is fresh', async () => {
    const { store } = setUp();
    const data = page('About us');
    await store.set('/about-us', data, { revalidate: 60, expire: 360 });
    expect(await store.get('/about-us')).toEqual({
      lastModified: 1_000,
      value: data,
      cacheControl: { revalidate: 60, expire: 360 },
    });
    expect(await store.get('/faqs')).toBeNull();
  });

  it('keeps a 404 as a page without a value', async () => {
    const { store } = setUp();
    await store.set('/gone', null, { revalidate: 60 });
    expect(await store.get('/gone')).toMatchObject({ value: null });
  });

  it('makes every page carrying an expired tag a miss, and only those', async () => {
    const { store, clock } = setUp();
    await store.set('/about-us', page('About us', ['site-tavola', 'page-about', 'settings-1']), {});
    await store.set('/faqs', page('FAQs', ['site-tavola', 'page-faqs', 'faq-entry']), {});
    clock.time = 2_000;
    await store.expireTags(['page-about']);
    expect(await store.get('/about-us')).toBeNull();
    expect(await store.get('/faqs')).not.toBeNull();

    // Rendered again after the expiry: fresh.
    clock.time = 3_000;
    await store.set('/about-us', page('About us again', ['page-about']), {});
    expect((await store.get('/about-us'))?.value.pageData.pageProps.title).toBe('About us again');

    // The site's key reaches every page.
    clock.time = 4_000;
    await store.expireTags(['site-tavola']);
    expect(await store.get('/faqs')).toBeNull();
  });

  it('holds at most its bytes, the least recently used going first', async () => {
    const { store } = setUp(2_500);
    const big = (title: string) => ({
      ...page(title),
      pageData: { pageProps: { text: 'x'.repeat(700) } },
    });
    await store.set('/a', big('a'), {});
    await store.set('/b', big('b'), {});
    await store.get('/a');
    await store.set('/c', big('c'), {});
    expect(await store.get('/a')).not.toBeNull();
    expect(await store.get('/b')).toBeNull();
    expect(await store.get('/c')).not.toBeNull();
  });

  it('counts a long key in the bytes it holds', async () => {
    const { store } = setUp(10_000);
    const key = `/${'k'.repeat(3_000)}`;
    for (let i = 0; i < 5; i++) await store.set(`${key}${i}`, null, {});
    const kept = await Promise.all([0, 1, 2, 3, 4].map((i) => store.get(`${key}${i}`)));
    expect(kept.filter(Boolean).length).toBeLessThanOrEqual(3);
  });

  it('keeps nothing under a path longer than any page, however many are asked for', async () => {
    const { store } = setUp();
    const longest = `/${'p'.repeat(1023)}`;
    await store.set(longest, page('The longest page'), {});
    expect(await store.get(longest)).not.toBeNull();
    for (let i = 0; i < 20; i++) {
      const path = `/${String(i).padStart(1024, 'x')}`;
      await store.set(path, null, {});
      await store.set(`${path}/page`, page('Long'), {});
      expect(await store.get(path)).toBeNull();
      expect(await store.get(`${path}/page`)).toBeNull();
    }
    // What was kept before is still there: nothing was pushed out for them.
    expect(await store.get(longest)).not.toBeNull();
  });
});

describe('tagsOf', () => {
  it("reads a page's tags from its props, valid ones only", () => {
    expect(tagsOf(page('x', ['a', 'b', 'a', 'not valid', '']))).toEqual(['a', 'b']);
    expect(tagsOf(null)).toEqual([]);
    expect(tagsOf({ kind: 'PAGES', pageData: {} })).toEqual([]);
  });
});
