import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe('content pages', () => {
  test('the home page renders its tiles from the CMS', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    // Served from the cache of rendered pages: a CDN may keep it 60 s, and 5 min stale.
    expect(response?.headers()['cache-control']).toBe('s-maxage=60, stale-while-revalidate=300');
    // The hero titles the page.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Proper Italian, made fresh every day',
    );
    await expect(page.locator('[aria-roledescription="carousel"]').first()).toBeVisible();
    await expect(page).toHaveTitle(/Tavola/);
    const tiles = page.locator('main section.tile');
    expect(await tiles.count()).toBeGreaterThanOrEqual(4);
    await expectNoSeriousA11yViolations(page);
  });

  test('an animated tile further down the page animates in as it is reached', async ({ page }) => {
    await page.goto('/');
    const heading = page.getByRole('heading', { name: 'Made by hand, every morning' });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeInViewport();
    await expect
      .poll(() =>
        heading.evaluate((el) =>
          Number(getComputedStyle(el.closest('section')!.firstElementChild!).opacity),
        ),
      )
      .toBe(1);
  });

  test('a nested /{id1}/{id2} page', async ({ page }) => {
    const response = await page.goto('/group-bookings/thanks');
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      /\/group-bookings\/thanks$/,
    );
    await expect(page.locator('main section.tile').first()).toBeVisible();
  });

  test('a missing page is a 404 with its message, inside the site layout', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found.', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  });

  test('a missing child page is a 404 too', async ({ page }) => {
    const response = await page.goto('/about-us/no-such-child');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found.', { exact: true })).toBeVisible();
  });

  test('every page of the content store is in sitemap.xml, and robots.txt points at it', async ({
    request,
  }) => {
    const space = JSON.parse(readFileSync('content/tavola.json', 'utf8')) as {
      entries: {
        sys: { id: string; contentType: { sys: { id: string } } };
        fields: Record<string, { 'en-GB': unknown }>;
      }[];
    };
    const pages = space.entries.filter((entry) => entry.sys.contentType.sys.id === 'page');
    const slugOf = (id: string) =>
      pages.find((p) => p.sys.id === id)!.fields.slug!['en-GB'] as string;
    const paths = pages
      .filter((p) => !p.fields.noindex?.['en-GB'])
      .map((p) => {
        const slug = p.fields.slug!['en-GB'] as string;
        const parent = p.fields.parent?.['en-GB'] as { sys: { id: string } } | undefined;
        if (slug === 'home' && !parent) return '/';
        return parent ? `/${slugOf(parent.sys.id)}/${slug}` : `/${slug}`;
      });

    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.filter((path) => !locs.includes(path))).toEqual([]);
    expect(locs.filter((loc) => loc.startsWith('/restaurants/')).length).toBeGreaterThanOrEqual(72);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });
});
