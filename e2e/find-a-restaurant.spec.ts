import { expect, test, type Page } from '@playwright/test';
import { sweepInstants } from '../src/lib/clock/sweep-instants';
import { trinityOpeningAt } from '../src/features/locations/testing/trinity-opening-sweep';
import { expectNoSeriousA11yViolations } from './support/axe';

const leeds = { latitude: 53.7965, longitude: -1.5478 };

test.describe('find a restaurant', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/find-us');
  });

  const search = (page: Page) =>
    page.getByRole('search', { name: 'Restaurants' }).getByRole('searchbox');
  const results = (page: Page) =>
    page.getByRole('list', { name: 'Restaurants found' }).getByRole('listitem');
  const status = (page: Page) =>
    page.getByRole('search', { name: 'Restaurants' }).locator('..').getByRole('status');

  test('searching "Leeds" lists the nearest restaurants with their distance', async ({ page }) => {
    await search(page).fill('Leeds');
    await expect(results(page)).toHaveCount(4);
    await expect(results(page).first()).toContainText('Leeds');
    await expect(results(page).first()).toContainText(/\d+(\.\d)? miles?/);
    await expectNoSeriousA11yViolations(page);
  });

  test('a postcode finds the restaurants near it', async ({ page }) => {
    await search(page).fill('LS1 5AB');
    await search(page).press('Enter');
    await expect(results(page).first()).toContainText('Leeds');
  });

  test('an empty search says what to type', async ({ page }) => {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(status(page)).toHaveText(
      'Please enter a postcode, town or city, or click the geolocation arrow.',
    );
  });

  test('a caret is never searched', async ({ page }) => {
    await search(page).fill('Lee^ds');
    await search(page).press('Enter');
    await expect(status(page)).toHaveText('Sorry, we can’t find a result');
  });

  test('nothing near a real place shows the full list with the message', async ({ page }) => {
    await search(page).fill('Lerwick');
    await search(page).press('Enter');
    await expect(status(page)).toHaveText(
      'No locations found matching your query, please try a different search or select from the list below.',
    );
    const all = page.getByRole('list', { name: 'All restaurants' }).getByRole('listitem');
    expect(await all.count()).toBeGreaterThanOrEqual(72);
  });

  test('a place that cannot be found asks for another search', async ({ page }) => {
    await search(page).fill('Qwertyzzz');
    await search(page).press('Enter');
    await expect(status(page)).toHaveText('No locations found, please try a different search.');
    await expect(results(page)).toHaveCount(0);
  });

  test('the device location, when allowed, finds the nearest', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: leeds, permissions: ['geolocation'] });
    const page = await context.newPage();
    await page.goto('/find-us');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(results(page).first()).toContainText('Leeds');
    await context.close();
  });

  test('the device location, when refused, says so', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await page.goto('/find-us');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(status(page)).toHaveText(
      "Sorry, we couldn't find your location. Please enter a postcode or use the search bar.",
    );
    await context.close();
  });

  test('a click on a marker selects its restaurant', async ({ page }) => {
    await search(page).fill('Leeds');
    await expect(results(page)).toHaveCount(4);
    const map = page.getByRole('region', { name: 'Map of restaurants' });
    // Results that overlap are drawn as one cluster under their numbers: it zooms in on them.
    const cluster = map.getByRole('button', { name: /^Restaurants [\d, ]*\b2\b[\d, ]*: zoom in$/ });
    if (await cluster.count()) await cluster.click();
    await map.getByRole('button', { name: /^2: / }).click();
    await expect(
      results(page)
        .nth(1)
        .getByRole('button', { name: /on the map/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('view all locations shows a tile per city', async ({ page }) => {
    await page.getByRole('button', { name: 'View all locations' }).click();
    const grid = page.locator('#all-locations');
    await expect(grid.getByRole('link', { name: /^Leeds\s*Trinity$/ })).toBeVisible();
  });
});

test.describe('restaurant pages', () => {
  test('a restaurant page shows whether it is open, how to call and how to get there', async ({
    page,
  }) => {
    // A Saturday at 11:01 in London: open (the browser's clock decides, whatever the hour).
    await page.clock.setFixedTime(new Date('2026-12-05T11:01:00Z'));
    const response = await page.goto('/restaurants/leeds/trinity');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Leeds Trinity');
    await expect(page.getByTestId('opening-status')).toHaveText('Open · closes 23:00');
    await expect(page.getByRole('link', { name: /^0113/ })).toHaveAttribute('href', /^tel:0113/);
    await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      /destination=53\.\d+,-1\.\d+/,
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent())!,
    );
    expect(jsonLd).toMatchObject({ '@type': 'Restaurant', name: 'Leeds Trinity' });
    await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/restaurants/leeds/trinity/book-now',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('a city with several restaurants lists them all', async ({ page }) => {
    const response = await page.goto('/restaurants/leeds');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Italian restaurants in Leeds',
    );
    // Each restaurant of the city by name (the page ends with the booking strip's own heading).
    await expect(
      page.locator('main').getByRole('heading', { level: 2, name: /^Leeds / }),
    ).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Leeds Headingley', exact: true })).toHaveAttribute(
      'href',
      '/restaurants/leeds/headingley',
    );
  });

  test('an unknown restaurant or city is a 404', async ({ page }) => {
    expect((await page.goto('/restaurants/leeds/nowhere'))?.status()).toBe(404);
    expect((await page.goto('/restaurants/atlantis'))?.status()).toBe(404);
    await expect(page.getByText('This page could not be found.', { exact: true })).toBeVisible();
  });
});

test.describe('a restaurant page through the clock sweep', () => {
  for (const { label, instant } of sweepInstants) {
    test(`at ${label} it says ${trinityOpeningAt[instant]}, and passes axe`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(instant));
      await page.goto('/restaurants/leeds/trinity');
      await expect(page.getByTestId('opening-status')).toHaveText(trinityOpeningAt[instant]!);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
