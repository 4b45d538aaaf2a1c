import { expect, test } from '@playwright/test';

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
