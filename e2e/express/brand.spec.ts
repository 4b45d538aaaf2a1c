import { expect, test } from '@playwright/test';
import { crawlSite, describeBrokenLink, isBroken } from '../support/links';

/**
 * The second server serves Tavola Express from the build made for Tavola: the pages that build
 * rendered (home, /book-now, the 404 page) are rendered again for Express, never served as
 * Tavola's (src/features/page-cache: each brand keeps its own rendered pages).
 */
for (const path of ['/', '/book-now', '/no-such-page-at-all']) {
  test(`${path} is Tavola Express's page, not the build's Tavola one`, async ({ page }) => {
    await page.goto(path);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Tavola Express home' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tavola home' })).toHaveCount(0);
  });
}

// Issue 34: the second brand's look comes from its settings, and its footer links only to pages it
// has (it has no /sign-up page, so no 'Sign Up Here').
test("Tavola Express's colours and tab come from its settings", async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#7a1f2b');
  await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(122, 31, 43)');
  await expect(page.locator('.site')).toHaveCSS('background-color', 'rgb(255, 250, 242)');
  // The accent (the header's Book Now) with the text that reads on it.
  const bookNow = page.getByRole('banner').getByRole('link', { name: 'Book a table' });
  await expect(bookNow).toHaveCSS('background-color', 'rgb(246, 196, 83)');
  await expect(bookNow).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(page.getByRole('contentinfo').getByText('Newsletter')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign Up Here' })).toHaveCount(0);
});

test('no link of Tavola Express leads to an error page', async ({ request, baseURL }) => {
  test.setTimeout(2 * 60_000);
  const site = new URL(baseURL!);
  const crawl = await crawlSite(request, {
    baseURL: site.origin,
    ownOrigins: new Set([site.origin]),
    start: [['/', 'the start of the crawl']],
    maxUrls: 300,
    concurrency: 4,
  });
  expect(crawl.truncated).toBe(false);
  expect(crawl.links.filter((link) => link.linkedFrom.has('/')).length).toBeGreaterThan(5);
  expect(crawl.links.filter(isBroken).map((link) => describeBrokenLink(link))).toEqual([]);
});
