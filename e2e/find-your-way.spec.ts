import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openBookingModal, step } from './support/booking';
import { browserChunks } from './support/client-bundle';

// Issue 18, "Find your way": the device location, the two no-locations messages, the offline map
// (place names, clusters, numbers only for results), the search of /book-now and the names of the
// holiday-park restaurants.

const leeds = { latitude: 53.7965, longitude: -1.5478 };
const noLocations = 'No locations found, please try a different search.';
const noLocationsMatching =
  'No locations found matching your query, please try a different search or select from the list below.';

const searchBox = (scope: Page | Locator) =>
  scope.getByRole('search', { name: 'Restaurants' }).getByRole('searchbox');
const status = (scope: Page | Locator) =>
  scope.getByRole('search', { name: 'Restaurants' }).locator('..').getByRole('status');
const finderResults = (page: Page) =>
  page.getByRole('list', { name: 'Restaurants found' }).getByRole('listitem');
const theMap = (page: Page) => page.getByRole('region', { name: 'Map of restaurants' });
const placeNames = (page: Page) => theMap(page).getByTestId('place-names');
const clusters = (page: Page) =>
  theMap(page).getByRole('button', { name: /restaurants: zoom in$/ });
/** The width of the land's viewBox: it halves with every level zoomed in. */
const landWidth = async (page: Page) =>
  Number((await theMap(page).locator('svg[viewBox]').getAttribute('viewBox'))!.split(' ')[2]);

test.describe("'Use my location' measures from the device and says where that is", () => {
  test.use({ geolocation: leeds, permissions: ['geolocation'] });

  test('on the finder: the nearest to the device, and "Near Leeds", not "LS"', async ({ page }) => {
    await page.goto('/find-us');
    await searchBox(page).fill('York');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(status(page)).toHaveText('Near Leeds');
    await expect(finderResults(page)).toHaveCount(4);
    await expect(finderResults(page).first()).toContainText('Leeds Trinity');
    await expect(finderResults(page).first()).toContainText(/0(\.\d)? miles/);
    // The box no longer holds what was typed, nor a postcode area.
    await expect(searchBox(page)).toHaveValue('');
    await page.screenshot({ path: 'test-results/find-your-way/near-leeds-1280.png' });
  });

  test('in booking step 1', async ({ page }) => {
    const modal = await openBookingModal(page);
    const first = step(modal, 1, 'Select a restaurant');
    await first.getByRole('button', { name: 'Use my location' }).click();
    await expect(first.getByRole('status')).toHaveText('Near Leeds');
    await expect(
      first.getByRole('list', { name: 'Nearest restaurants' }).getByRole('listitem').first(),
    ).toContainText('Leeds Trinity');
  });
});

test.describe('no locations found', () => {
  test('a place nobody knows asks for another search, with no list', async ({ page }) => {
    await page.goto('/find-us');
    await searchBox(page).fill('Qwertyzzz');
    await searchBox(page).press('Enter');
    await expect(status(page)).toHaveText(noLocations);
    await expect(page.getByRole('list', { name: 'Restaurants found' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'All restaurants' })).toHaveCount(0);
  });

  test('a real place far from every restaurant lists them all to choose from', async ({ page }) => {
    await page.goto('/find-us');
    await searchBox(page).fill('Lerwick');
    await searchBox(page).press('Enter');
    await expect(status(page)).toHaveText(noLocationsMatching);
    const all = page.getByRole('list', { name: 'All restaurants' }).getByRole('listitem');
    expect(await all.count()).toBeGreaterThanOrEqual(72);
    // Not results: nothing numbered, in the list or on the map.
    await expect(theMap(page).getByRole('button', { name: /^\d+: / })).toHaveCount(0);
  });

  test('in booking step 1 too', async ({ page }) => {
    const modal = await openBookingModal(page);
    const box = modal.getByLabel('Find a restaurant');
    await box.fill('Qwertyzzz');
    await box.press('Enter');
    await expect(modal.getByText(noLocations, { exact: true })).toBeVisible();
    await box.fill('Lerwick');
    await box.press('Enter');
    await expect(modal.getByText(noLocationsMatching, { exact: true })).toBeVisible();
    await expect(modal.getByRole('list', { name: 'All restaurants' })).toBeVisible();
  });
});

test.describe('the offline map', () => {
  test('before a search: plain pins, clusters that zoom in, and the names of cities', async ({
    page,
  }) => {
    await page.goto('/find-us');
    const map = theMap(page);
    // Nothing is numbered before a search.
    await expect(map.getByRole('button', { name: /^\d+: / })).toHaveCount(0);
    await expect(clusters(page).first()).toBeVisible();
    // Cities are named, clear of the markers (those under a cluster move or are left out).
    await expect(placeNames(page)).toContainText('Glasgow');
    expect(await placeNames(page).locator('span').count()).toBeGreaterThanOrEqual(5);
    await theMap(page).screenshot({ path: 'test-results/find-your-way/map-uk-1280.png' });

    const before = await landWidth(page);
    const counts = await clusters(page).evaluateAll((buttons) =>
      buttons.map((button) => Number(button.textContent)),
    );
    const biggest = clusters(page).nth(counts.indexOf(Math.max(...counts)));
    await biggest.click();
    await expect.poll(() => landWidth(page)).toBeLessThan(before);
    await theMap(page).screenshot({
      path: 'test-results/find-your-way/map-cluster-opened-1280.png',
    });
    await expectNoSeriousA11yViolations(page);
  });

  test('after a search: numbered results on a city with its districts named', async ({ page }) => {
    await page.goto('/find-us');
    await searchBox(page).fill('Leeds');
    await expect(finderResults(page)).toHaveCount(4);
    const map = theMap(page);
    // Every result is on the map under its number: as a marker ('1: Leeds Trinity') or, where
    // results overlap, in a cluster that shows their numbers ('Restaurants 1, 2, 3: zoom in').
    const numbered = map.getByRole('button', { name: /^(\d+: |Restaurants [\d, ]+: zoom in$)/ });
    await expect(numbered.first()).toBeVisible();
    const names = await numbered.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? ''),
    );
    const numbers = names.flatMap((name) =>
      (name.startsWith('Restaurants') ? name : name.split(':')[0]!).match(/\d+/g)!.map(Number),
    );
    expect(numbers.sort()).toEqual([1, 2, 3, 4]);
    await expect(map.getByRole('button', { name: /^\d+ restaurants: zoom in$/ })).toHaveCount(0);
    await expect(placeNames(page)).toContainText('Leeds');
    expect(await placeNames(page).locator('span').count()).toBeGreaterThanOrEqual(4);
    await theMap(page).screenshot({ path: 'test-results/find-your-way/map-leeds-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await theMap(page).screenshot({ path: 'test-results/find-your-way/map-leeds-390.png' });
  });

  test('its data loads only where a map is shown, and is in no script', async ({ page }) => {
    const mapFiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/maps/')) mapFiles.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(mapFiles).toEqual([]);
    await page.goto('/find-us');
    await expect(placeNames(page).locator('span').first()).toBeVisible();
    expect(mapFiles.map((url) => new URL(url).pathname).sort()).toEqual([
      '/maps/uk-places.json',
      '/maps/uk.json',
    ]);
    const chunks = browserChunks(path.join(process.cwd(), '.next'));
    expect(chunks.filter(({ text }) => text.includes('Lerwick'))).toEqual([]);
  });
});

test.describe('/book-now', () => {
  const picker = (page: Page) => page.getByRole('dialog', { name: 'Please select a location.' });

  test('searches the list of locations as booking step 1 does', async ({ page }) => {
    await page.goto('/book-now');
    const dialog = picker(page);
    const all = dialog.getByRole('list', { name: 'All locations' }).getByRole('button');
    expect(await all.count()).toBeGreaterThanOrEqual(72);
    await searchBox(dialog).fill('Leeds');
    const nearest = dialog.getByRole('list', { name: 'Nearest locations' }).getByRole('button');
    await expect(nearest).toHaveCount(4);
    await expect(nearest.first()).toContainText(/Leeds[\s\S]*miles/);
    await page.screenshot({ path: 'test-results/find-your-way/book-now-1280.png' });
    await expectNoSeriousA11yViolations(page);

    await nearest.first().click();
    await expect(page.getByRole('dialog', { name: 'Create your booking' })).toBeVisible();
  });

  test('says so when nothing is found, and lists all again once the box is cleared', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/book-now');
    const dialog = picker(page);
    await searchBox(dialog).fill('Qwertyzzz');
    await searchBox(dialog).press('Enter');
    await expect(status(dialog)).toHaveText(noLocations);
    await expect(dialog.getByRole('list')).toHaveCount(0);
    await searchBox(dialog).fill('Lerwick');
    await searchBox(dialog).press('Enter');
    await expect(status(dialog)).toHaveText(noLocationsMatching);
    await expect(dialog.getByRole('list', { name: 'All locations' })).toBeVisible();
    await page.screenshot({ path: 'test-results/find-your-way/book-now-390.png' });
    await searchBox(dialog).fill('');
    await expect(status(dialog)).toHaveText('');
    await expect(dialog.getByRole('list', { name: 'All locations' })).toBeVisible();
  });
});

test('holiday-park restaurants are listed by the names diners know', async ({ page }) => {
  await page.goto('/find-us');
  await page.getByRole('button', { name: 'View all locations' }).click();
  const grid = page.locator('#all-locations');
  await expect(grid.getByRole('link', { name: 'Center Parcs Longleat Forest' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Center Parcs Sherwood Forest' })).toBeVisible();
  await expect(grid.getByRole('link', { name: /^(Warminster|Newark)$/ })).toHaveCount(0);
  // The Leeds tiles are still titled by their city.
  await expect(grid.getByRole('link', { name: /^Leeds\s*Trinity$/ })).toBeVisible();
});
