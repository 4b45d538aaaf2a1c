// Revalidation by tags, through the real pages: each renders (as a diner's first request makes it)
// and records the entries it shows; the content webhook's work then reaches exactly those pages.
import type { GetStaticPropsContext } from 'next';
import { pageKey, siteKey } from '@/lib/cdn';
import { getDatabase, installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { getStaticProps as homePage } from '@/pages/index';
import { getStaticProps as contentPage } from '@/pages/[id1]/index';
import { getStaticProps as restaurantPage } from '@/pages/restaurants/[city]/[slug]/index';
import { getStaticProps as cityPage } from '@/pages/restaurants/[city]/index';
import { getStaticProps as notFoundPage } from '@/pages/404';
import { revalidateContent, tagsOfPage } from '@/features/page-cache/server';

process.env.LOG_LEVEL = 'silent';
// The webhook's work without Redis (this process renders the pages again), also when the database
// suites run on PostgreSQL and Redis; with Redis it marks them expired: the scale-out test's case.
delete process.env.REDIS_URL;

let database: DatabaseHandle;
let restoreDatabase: () => void;
beforeAll(async () => {
  database = await createTestDatabase();
  restoreDatabase = installDatabase(database);
  // The pages as diners first ask for them: each rendered (and cached) once, its tags indexed.
  const at = (params: Record<string, string>) => ({ params }) as GetStaticPropsContext;
  await homePage(at({}));
  await contentPage(at({ id1: 'about-us' }));
  await contentPage(at({ id1: 'faqs' }));
  await cityPage(at({ city: 'london' }));
  await restaurantPage(at({ city: 'london', slug: 'covent-garden' }));
  await notFoundPage(at({}));
});
afterAll(async () => {
  restoreDatabase();
  await database.close();
});

/** Revalidates `change` as the webhook does without Redis, noting what is rendered and purged. */
async function revalidate(change: { entryId?: string; contentType?: string }) {
  const rendered: string[] = [];
  const purged: string[][] = [];
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const result = await revalidateContent(change, {
    renderAgain: async (path) => {
      rendered.push(path);
    },
    purge: async (keys) => {
      purged.push([...keys]);
      // The last purge is of the entry's own keys, once every page is fresh.
      if (keys.includes(change.entryId ?? siteKey('tavola'))) done();
    },
    wait: async () => {},
  });
  await finished;
  return { result, rendered: rendered.sort(), purged };
}

describe('revalidation by tags', () => {
  it('records, as each page renders, the entries it shows', async () => {
    const about = await tagsOfPage(getDatabase(), 'tavola', '/about-us');
    expect(about).toEqual(
      expect.arrayContaining([
        siteKey('tavola'),
        pageKey('tavola', '/about-us'),
        'page-about-us',
        'hero-about-us-1',
        'type-settings',
        'type-banner',
      ]),
    );
    expect(about).not.toContain('hero-home-1');
    const city = await tagsOfPage(getDatabase(), 'tavola', '/restaurants/london');
    expect(city).toContain('type-restaurant');
  });

  it('makes fresh exactly the pages showing a changed tile, then purges each from the tier', async () => {
    const { result, rendered, purged } = await revalidate({ entryId: 'hero-about-us-1' });
    expect(result).toEqual({
      tags: ['hero-about-us-1'],
      pages: ['/about-us'],
      mode: 'rendering',
    });
    expect(rendered).toEqual(['/about-us']);
    expect(purged).toEqual([[pageKey('tavola', '/about-us')], ['hero-about-us-1']]);
  });

  it('makes every page fresh for the settings, and purges the whole site from the tier', async () => {
    const { result, rendered } = await revalidate({ entryId: 'settings', contentType: 'settings' });
    const everyPage = [
      '/',
      '/404',
      '/about-us',
      '/faqs',
      '/restaurants/london',
      '/restaurants/london/covent-garden',
    ];
    expect(result.pages).toEqual(everyPage);
    expect(rendered).toEqual(everyPage);
  });

  it('reaches every page that lists restaurants for a new restaurant, by its content type', async () => {
    const { result } = await revalidate({
      entryId: 'restaurant-new-one',
      contentType: 'restaurant',
    });
    expect(result.pages).toEqual(expect.arrayContaining(['/restaurants/london', '/404']));
    expect(result.pages).not.toContain('/about-us');
  });

  it('reaches a restaurant page for one of its opening hours exceptions, through its restaurant', async () => {
    const { result } = await revalidate({
      entryId: 'hours-1001-2',
      contentType: 'openingHoursException',
    });
    expect(result.tags).toEqual(['hours-1001-2', 'type-openingHoursException', 'type-restaurant']);
    expect(result.pages).toEqual(
      expect.arrayContaining(['/restaurants/london', '/restaurants/london/covent-garden']),
    );
    expect(result.pages).not.toContain('/about-us');
  });

  it('reaches every page for a header or footer link, through the settings that show it', async () => {
    const { result } = await revalidate({
      entryId: 'link-book-a-table',
      contentType: 'navigationItem',
    });
    expect(result.tags).toEqual(['link-book-a-table', 'type-navigationItem', 'type-settings']);
    expect(result.pages).toHaveLength(6);
  });

  it('makes every page fresh when the webhook names no entry', async () => {
    const { result } = await revalidate({});
    expect(result.tags).toEqual([siteKey('tavola')]);
    expect(result.pages).toHaveLength(6);
  });
});
