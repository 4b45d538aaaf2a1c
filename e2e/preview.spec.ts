import { expect, test } from '@playwright/test';
import { liveUpdatesTrace } from './support/client-bundle';

test.describe('draft mode and the tile gallery', () => {
  test('/_tiles is not served to diners', async ({ page }) => {
    const response = await page.goto('/_tiles');
    expect(response?.status()).toBe(404);
  });

  test('a wrong preview secret is refused', async ({ request }) => {
    const response = await request.get('/api/draft?secret=wrong-secret-of-enough-length&path=/');
    expect(response.status()).toBe(401);
  });

  test('in draft mode /_tiles renders every registered tile, tagged for the inspector', async ({
    page,
  }) => {
    await page.goto('/api/draft?secret=e2e-preview-secret-value&path=/_tiles');
    await expect(page).toHaveURL(/\/_tiles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tiles' })).toBeVisible();
    const keys = [
      'hero',
      'text',
      'image',
      'carousel',
      'callToAction',
      'accordion',
      'banner',
      'menu',
      'locationFinder',
      'restaurantList',
      'bookingStrip',
      'form:contact',
      'form:groupBooking',
      'form:signUp',
      'form:referral',
      'form:jobSearch',
      'socialFeed',
    ];
    for (const key of keys) {
      const section = page.getByRole('region', { name: key, exact: true });
      await expect(section).toBeAttached();
      await expect(section.locator('section.tile[data-contentful-entry-id]')).toBeAttached();
    }
    // Each fixture shows: the lazily loaded blocks (menu, finder, list) and the booking strip too.
    for (const title of [
      'Tonight at Tavola',
      'Find your nearest Tavola',
      'Our restaurants',
      'Book a table',
      'Send us a message',
      'Tell us about your group',
      'Join our newsletter',
      'Invite a friend',
      'Follow us on Instagram',
    ]) {
      await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
    }
    // Every section of the gallery is a registered tile, and none failed.
    await expect(page.locator('section[aria-labelledby^="tile-"]')).toHaveCount(keys.length);
    await expect(page.getByRole('note')).toHaveCount(0);

    // Draft pages are private and may be framed by Contentful's preview pane.
    const response = await page.goto('/about-us');
    expect(response?.headers()['cache-control']).toMatch(/^private, .*no-store/);
    expect(response?.headers()['content-security-policy']).toContain(
      "frame-ancestors 'self' https://app.contentful.com https://app.eu.contentful.com",
    );
    const notice = page.getByText('Preview: you are seeing draft content.');
    await expect(notice).toBeVisible();
    await page.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(notice).toHaveCount(0);
  });

  test('every page type shows the preview bar in draft mode, and leaving it returns to the same page', async ({
    page,
  }) => {
    await page.goto('/api/draft?secret=e2e-preview-secret-value&path=/restaurants/london/soho');
    for (const path of ['/restaurants/london/soho', '/restaurants/london', '/menu/main-menu']) {
      const response = await page.goto(path);
      expect(response?.headers()['cache-control']).toMatch(/^private, .*no-store/);
      await expect(
        page.getByRole('status').filter({ hasText: 'Preview: you are seeing draft content.' }),
      ).toBeVisible();
    }
    await page.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(/\/menu\/main-menu$/);
    await expect(page.getByText('Preview: you are seeing draft content.')).toHaveCount(0);
  });

  test("Contentful's preview URL of an entry lands on its page in draft mode", async ({ page }) => {
    // The restaurant's preview URL names only its type and id; the site finds its address.
    await page.goto(
      '/api/draft?secret=e2e-preview-secret-value&type=restaurant&id=restaurant-london-covent-garden',
    );
    await expect(page).toHaveURL(/\/restaurants\/london\/covent-garden$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Preview: you are seeing draft content.' }),
    ).toBeVisible();
    await page.goto(
      '/api/draft?secret=e2e-preview-secret-value&type=offer&id=offer-30-off-students',
    );
    await expect(page).toHaveURL(/\/offer\/30-off-students$/);
  });

  test('a draft content page loads the live-update code and tags each field for the inspector', async ({
    page,
  }) => {
    // The live-update chunk (src/registry/live-updates), imported because the props carry the raw
    // page entry: it comes after hydration, so wait for it rather than for the network to rest.
    const liveChunk = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' &&
        (await response.text()).includes(liveUpdatesTrace),
    );
    await page.goto('/api/draft?secret=e2e-preview-secret-value&path=/');
    await liveChunk;
    // A click on a tile's title opens its title field, not the tile's key.
    const title = page.locator('[data-contentful-field-id="title"][data-contentful-entry-id]');
    await expect(title.first()).toBeAttached();
  });
});
