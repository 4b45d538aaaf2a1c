import { pagesShowing, revalidateEach } from './revalidate-pages';

const shown = (entries: Record<string, string[]>) =>
  new Map(Object.entries(entries).map(([path, ids]) => [path, new Set(ids)]));

describe('pagesShowing', () => {
  const before = shown({
    '/': ['settings', 'page-home', 'restaurant-soho'],
    '/about-us': ['settings', 'page-about-us'],
    '/old-slug': ['settings', 'page-moved'],
  });
  const after = shown({
    '/': ['settings', 'page-home', 'restaurant-soho'],
    '/about-us': ['settings', 'page-about-us'],
    '/new-slug': ['settings', 'page-moved'],
  });

  it('is exactly the pages that show the entry', () => {
    expect(pagesShowing('page-about-us', before, after)).toEqual(['/about-us']);
    expect(pagesShowing('restaurant-soho', before, after)).toEqual(['/']);
  });

  it('includes where it was and where it is now (a page given a new slug)', () => {
    expect(pagesShowing('page-moved', before, after)).toEqual(['/new-slug', '/old-slug']);
  });

  it('is every page for what every layout shows, and for a call without an entry', () => {
    const all = ['/', '/about-us', '/new-slug', '/old-slug'];
    expect(pagesShowing('settings', before, after)).toEqual(all);
    expect(pagesShowing(undefined, before, after)).toEqual(all);
  });

  it('is none for an entry no page shows', () => {
    expect(pagesShowing('draft-only-entry', before, after)).toEqual([]);
  });
});

describe('revalidateEach', () => {
  it('revalidates every page, a few at a time, and reports the ones that failed', async () => {
    let running = 0;
    let most = 0;
    const paths = Array.from({ length: 10 }, (_, i) => `/page-${i}`);
    const result = await revalidateEach(
      paths,
      async (path) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (path === '/page-3')
          throw new Error('Failed to revalidate /page-3: Invalid response 500');
      },
      3,
    );
    expect(most).toBe(3);
    expect(result.revalidated).toHaveLength(9);
    expect(result.failed).toEqual([
      { path: '/page-3', message: 'Failed to revalidate /page-3: Invalid response 500' },
    ]);
  });
});
