import { expect, test } from '@playwright/test';

test.describe('content API', () => {
  test('search-restaurants returns every restaurant', async ({ request }) => {
    const response = await request.get('/api/v1/content/search-restaurants/');
    expect(response.status()).toBe(200);
    const restaurants = (await response.json()) as { storeId: string; path: string }[];
    expect(restaurants.length).toBeGreaterThanOrEqual(72);

    // The spec's restaurant fields, under its own names (spec 1 §3).
    for (const field of ['slug', 'city', 'postcode', 'addressLine1', 'addressLocation']) {
      expect(restaurants[0]).toHaveProperty(field);
    }
    const first = restaurants[0]!;
    const one = await request.get(`/api/v1/content/restaurant/${first.storeId}`);
    expect((await one.json()).storeId).toBe(first.storeId);
    const [, , city, slug] = first.path.split('/');
    const bySlug = await request.get(`/api/v1/content/restaurant/slug/${slug}/city/${city}`);
    expect((await bySlug.json()).storeId).toBe(first.storeId);
  });

  test('pages, menus and settings, with the messages for what is missing', async ({ request }) => {
    expect((await (await request.get('/api/v1/content/page/about-us')).json()).path).toBe(
      '/about-us',
    );
    const missing = await request.get('/api/v1/content/page/no-such-page');
    expect(missing.status()).toBe(404);
    expect((await missing.json()).message).toBe('This page could not be found.');

    const menu = await request.get('/api/v1/content/menu/main-menu');
    expect((await menu.json()).sections.length).toBeGreaterThan(0);
    const noMenu = await request.get('/api/v1/content/menu/no-such-menu');
    expect(noMenu.status()).toBe(404);
    expect((await noMenu.json()).message).toBe('Menu not found.');

    const settings = await request.get('/api/v1/content/brand-settings');
    expect(settings.headers()['cache-control']).toContain('max-age=600');
    expect((await settings.json()).bookNowText).toBe('Book Now');
    expect((await (await request.get('/api/v1/content/choices')).json()).length).toBeGreaterThan(0);
  });

  test('the revalidate webhook needs its secret, and finds exactly the pages showing the entry', async ({
    request,
  }) => {
    expect((await request.post('/api/revalidate')).status()).toBe(401);
    // A page is in the index once it has been rendered (a diner asked for it).
    expect((await request.get('/about-us')).status()).toBe(200);
    const ok = await request.post('/api/revalidate', {
      headers: { 'x-revalidate-secret': 'e2e-revalidate-secret-value' },
      // Contentful's webhook body: the entry that changed (here a tile no other page shows).
      data: {
        sys: { id: 'hero-about-us-1', type: 'Entry', contentType: { sys: { id: 'heroTile' } } },
      },
    });
    expect(await ok.json()).toEqual({
      revalidated: true,
      entryId: 'hero-about-us-1',
      tags: ['hero-about-us-1', 'type-heroTile'],
      pages: ['/about-us'],
      // Without Redis this one process renders them again, in the background.
      mode: 'rendering',
    });
  });
});
