import { jobRoles } from '@/features/jobs';
import { getMenuPageProps, restaurantMenus, siteMenus } from '@/features/menus/server';
import type { ContentMethod, ContentSource } from '@/lib/content/server';
import type { PageContext } from '@/lib/pages';
import { bookNowLocations, withBookNow } from './book-now.server';
import { getContentPageProps } from './content-page.server';
import { getNotFoundPageProps } from './not-found-page.server';
import { getCityPageProps, getRestaurantPageProps } from './restaurant-pages.server';

/** A cached page: its path, and how its data is made (the route's own data function). */
interface CachedPage {
  path: string;
  load: (content: ContentSource) => Promise<unknown>;
}

const published: PageContext = { draftMode: false };

/**
 * Every page the cache of rendered pages can hold, as the content stands: the content pages (and
 * /book-now, the job search's roles), each restaurant's and city's pages with their book-now and
 * menus, the site's menus, and the 404 page. The routes are those of src/pages.
 */
export async function cachedPages(content: ContentSource): Promise<CachedPage[]> {
  const [pages, restaurants, menus] = await Promise.all([
    content.getPages(),
    content.getRestaurants(),
    content.getMenus(),
  ]);
  const list: CachedPage[] = [{ path: '/404', load: (c) => getNotFoundPageProps(c) }];
  const add = (path: string, load: CachedPage['load']) => list.push({ path, load });

  for (const page of pages) {
    // '/' is the page 'home'; '/a/b' is the page 'b' under 'a'.
    const [first = 'home', second] = page.path.split('/').filter(Boolean);
    const [slug, parentSlug] = second === undefined ? [first] : [second, first];
    const loadPage = (c: ContentSource) => getContentPageProps(published, slug, parentSlug, c);
    add(page.path, loadPage);
    if (page.path === '/') {
      add('/book-now', async (c) =>
        withBookNow(published, await loadPage(c), bookNowLocations.everywhere, '/', c),
      );
    }
    if (page.path === '/careers/job-search') {
      for (const role of jobRoles) add(`${page.path}/${role.slug}`, loadPage);
    }
  }

  for (const menu of siteMenus(menus)) {
    add(`/menu/${menu.slug}`, (c) => getMenuPageProps(published, { kind: 'site' }, menu.slug, c));
    add(`/our-menu/${menu.slug}`, (c) =>
      getMenuPageProps(published, { kind: 'site' }, menu.slug, c),
    );
  }
  add('/menu', (c) => getMenuPageProps(published, { kind: 'site' }, undefined, c));

  const cities = new Set(restaurants.map((restaurant) => restaurant.citySlug));
  for (const city of cities) {
    const params = { city };
    const path = `/restaurants/${city}`;
    const loadCity = (c: ContentSource) => getCityPageProps({ ...published, params }, c);
    add(path, loadCity);
    add(`${path}/index-old`, loadCity);
    add(`${path}/book-now`, async (c) =>
      withBookNow(published, await loadCity(c), bookNowLocations.inCity(city), path, c),
    );
    const inCity = restaurants.filter((restaurant) => restaurant.citySlug === city);
    for (const slug of [undefined, ...restaurantMenus(menus, inCity).map((menu) => menu.slug)]) {
      add(slug ? `${path}/menu/${slug}` : `${path}/menu`, (c) =>
        getMenuPageProps(published, { kind: 'city', city }, slug, c),
      );
    }
  }

  for (const restaurant of restaurants) {
    const { path } = restaurant;
    const params = { city: restaurant.citySlug, slug: restaurant.slug };
    const loadRestaurant = (c: ContentSource) =>
      getRestaurantPageProps({ ...published, params }, c);
    add(path, loadRestaurant);
    add(`${path}/book-now`, async (c) =>
      withBookNow(published, await loadRestaurant(c), bookNowLocations.at(path), path, c),
    );
    const place = { kind: 'restaurant' as const, ...params };
    for (const slug of [
      undefined,
      ...restaurantMenus(menus, [restaurant]).map((menu) => menu.slug),
    ]) {
      add(slug ? `${path}/menu/${slug}` : `${path}/menu`, (c) =>
        getMenuPageProps(published, place, slug, c),
      );
    }
  }
  return list;
}

/**
 * Which entries each cached page shows: its data is made as the route makes it, through a content
 * source that notes the id of every entry handed out. A list (every restaurant) counts each of its
 * entries, not what they link to; a single entry (the page, the settings, a restaurant) counts
 * everything it links to (tiles, navigation, menus). The settings, banners and popups are read by
 * every page's layout, so a change to them reaches every page.
 */
export async function entriesShownOn(content: ContentSource): Promise<Map<string, Set<string>>> {
  const shown = new Map<string, Set<string>>();
  for (const page of await cachedPages(content)) {
    const ids = new Set<string>();
    try {
      await page.load(noting(content, ids));
    } catch {
      // A page that cannot be made now shows nothing we could revalidate it for: it is retried
      // when its time runs out.
    }
    shown.set(page.path, ids);
  }
  return shown;
}

/** `content`, noting the ids of the entries it hands out in `ids`. */
function noting(content: ContentSource, ids: Set<string>): ContentSource {
  return new Proxy(content, {
    get(target, name: ContentMethod) {
      const method = target[name] as (...args: unknown[]) => Promise<unknown>;
      return async (...args: unknown[]) => {
        const value = await method.apply(target, args);
        if (Array.isArray(value)) {
          for (const entry of value) addId(entry, ids);
        } else {
          addIds(value, ids);
        }
        return value;
      };
    },
  });
}

function addId(entry: unknown, ids: Set<string>): void {
  const id = (entry as { id?: unknown } | null)?.id;
  if (typeof id === 'string') ids.add(id);
}

function addIds(value: unknown, ids: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) addIds(item, ids);
  } else if (value && typeof value === 'object') {
    addId(value, ids);
    for (const child of Object.values(value)) addIds(child, ids);
  }
}
