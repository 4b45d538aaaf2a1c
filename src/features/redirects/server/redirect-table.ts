import type { Redirect, Restaurant, Settings } from '@/lib/content';
import {
  legacyPaths,
  legacyPdfTarget,
  legacyPdfTargets,
  legacyPrefixes,
  legacyRestaurantPrefix,
  legacyMenuSlug,
  legacyRestaurantSubPaths,
  type LegacyTarget,
} from '../legacy-redirects';
import { fixedPagePaths, restaurantPagePaths } from '../route-pages';
import { isExternal, normalizePath, redirectKey, targetPath, withQuery } from '../redirect-path';

/** Where a redirect sends the diner, and how (301 permanent, 302 temporary). */
export interface RedirectTarget {
  location: string;
  status: 301 | 302;
}

/** What the table is compiled from: the content's redirect entries, restaurants and settings. */
export interface RedirectSources {
  entries: Redirect[];
  /** The restaurants that have a page (with their menus, for the old menu addresses). */
  restaurants: (Pick<Restaurant, 'slug' | 'citySlug' | 'path' | 'legacySlugs'> &
    Partial<Pick<Restaurant, 'menus'>>)[];
  settings: Pick<Settings, 'giftCardUrl' | 'feedbackUrl'> | null;
}

/** A content redirect entry that was not applied, and why. */
export interface RefusedRedirect {
  id: string;
  from: string;
  to: string;
  reason: string;
}

/**
 * Every redirect, precompiled for one lookup per request: exact paths in one map (the content's
 * entries over the legacy table), then a few patterns (old prefixes, PDFs, restaurant pages).
 */
export interface RedirectTable {
  exact: Map<string, RedirectTarget>;
  prefixes: [prefix: string, target: RedirectTarget][];
  /** 'city/venue' (today's slug or a legacy one) -> the restaurant's path. */
  restaurantsByCity: Map<string, string>;
  /** A venue slug -> the restaurant's path, or null when several cities share it. */
  restaurantsBySlug: Map<string, string | null>;
  cities: Set<string>;
  /** A restaurant's path -> the slugs of its menus. */
  menusByPath: Map<string, string[]>;
  /** The site's own pages by their lower-case key: a case variant is redirected to the page. */
  pages: Map<string, string>;
  /** An old PDF's target ('/kids', '/menu', '/') -> where it goes now. */
  pdfTargets: Map<string, RedirectTarget>;
  /** How many content entries were refused (loops, chains, duplicates). */
  refused: number;
}

const permanent = (location: string): RedirectTarget => ({ location, status: 301 });

/** Paths that are never pages: the API and Next's own files. */
const notPages = /^\/(api|_next)(\/|$)/;

function contentTarget(to: string): string {
  if (isExternal(to)) return to;
  const internal = to.startsWith('#') ? `/${to}` : to;
  const path = targetPath(internal);
  return normalizePath(path) + internal.slice(path.length);
}

/**
 * Compiles the table. A content entry is refused, with `onRefused` told which and why, when it
 * redirects to itself (a loop), to a path that is itself redirected (a chain: point it at the
 * final page instead), from the same path as an earlier entry, or from a path that is not a page.
 * Legacy targets that an editor has since redirected follow that entry, so every redirect is one hop.
 */
export function compileRedirects(
  sources: RedirectSources,
  onRefused: (refused: RefusedRedirect) => void = () => {},
): RedirectTable {
  const restaurantsByCity = new Map<string, string>();
  const restaurantsBySlug = new Map<string, string | null>();
  const cities = new Set<string>();
  const menusByPath = new Map<string, string[]>();
  const pages = new Map(fixedPagePaths.map((path) => [path.toLowerCase(), path]));
  for (const restaurant of sources.restaurants) {
    cities.add(restaurant.citySlug);
    menusByPath.set(
      restaurant.path,
      (restaurant.menus ?? []).map((menu) => menu.slug),
    );
    for (const path of restaurantPagePaths(restaurant)) pages.set(path.toLowerCase(), path);
    for (const slug of [restaurant.slug, ...restaurant.legacySlugs].map((s) => s.toLowerCase())) {
      restaurantsByCity.set(`${restaurant.citySlug}/${slug}`, restaurant.path);
      const known = restaurantsBySlug.get(slug);
      restaurantsBySlug.set(
        slug,
        known === undefined || known === restaurant.path ? restaurant.path : null,
      );
    }
  }

  // A settings address is used only when it is one (an editor's typo must not become a Location).
  const external = (target: LegacyTarget): string | undefined => {
    if (typeof target === 'string') return target;
    const address = sources.settings?.[target.setting];
    return address && isExternal(address) ? address : undefined;
  };

  // The content's entries, checked against each other and the legacy redirects.
  const content = new Map<string, { entry: Redirect; target: RedirectTarget }>();
  const refuse = (entry: Redirect, reason: string) =>
    onRefused({ id: entry.id, from: entry.from, to: entry.to, reason });
  for (const entry of sources.entries) {
    const key = redirectKey(entry.from);
    if (notPages.test(key)) refuse(entry, 'it redirects a path that is not a page');
    else if (content.has(key)) refuse(entry, `another entry already redirects ${key}`);
    else {
      const location = contentTarget(entry.to);
      content.set(key, { entry, target: { location, status: entry.permanent ? 301 : 302 } });
    }
  }
  const legacyOnly: RedirectTable = {
    exact: new Map(),
    prefixes: legacyPrefixes.flatMap(([prefix, target]) => {
      const location = external(target);
      return location ? [[prefix, permanent(location)] as [string, RedirectTarget]] : [];
    }),
    restaurantsByCity,
    restaurantsBySlug,
    cities,
    menusByPath,
    pages,
    pdfTargets: new Map(),
    refused: 0,
  };
  for (const [path, target] of Object.entries(legacyPaths)) {
    const location = external(target);
    if (location) legacyOnly.exact.set(path, permanent(location));
  }
  // Judged against every entry as given, so both sides of a two-entry loop are refused.
  const broken = [...content].flatMap(([key, { entry, target }]) => {
    if (isExternal(target.location)) return [];
    const toKey = redirectKey(targetPath(target.location));
    const reason =
      toKey === key
        ? 'it redirects to itself'
        : content.has(toKey) || findRedirect(legacyOnly, toKey, '')
          ? `its target ${toKey} is itself redirected (a chain): point it at the final page`
          : undefined;
    return reason ? [{ key, entry, reason }] : [];
  });
  for (const { key, entry, reason } of broken) {
    refuse(entry, reason);
    content.delete(key);
  }
  const refused = sources.entries.length - content.size;

  // Legacy targets an editor has redirected since follow the editor's entry.
  const follow = (target: RedirectTarget): RedirectTarget => {
    if (isExternal(target.location)) return target;
    return content.get(redirectKey(targetPath(target.location)))?.target ?? target;
  };
  const exact = new Map<string, RedirectTarget>();
  for (const [path, target] of legacyOnly.exact) exact.set(path, follow(target));
  for (const [key, { target }] of content) exact.set(key, target);
  return {
    ...legacyOnly,
    exact,
    prefixes: legacyOnly.prefixes.map(([prefix, target]) => [prefix, follow(target)]),
    pdfTargets: new Map(legacyPdfTargets.map((path) => [path, follow(permanent(path))])),
    refused,
  };
}

/**
 * /italian-restaurant/{city}/{venue}[/{sub-path}]: the restaurant, else its city, else the list.
 * An old menu address keeps the menu it named: /menu/lunch is the restaurant's lunch menu.
 */
function legacyRestaurant(table: RedirectTable, key: string): RedirectTarget | null {
  if (key !== legacyRestaurantPrefix && !key.startsWith(`${legacyRestaurantPrefix}/`)) return null;
  const [city = '', venue = '', sub = '', menu = ''] = key
    .slice(legacyRestaurantPrefix.length + 1)
    .split('/');
  const restaurant =
    table.restaurantsByCity.get(`${city}/${venue}`) ?? table.restaurantsBySlug.get(venue);
  if (!venue || !restaurant) {
    return permanent(table.cities.has(city) ? `/restaurants/${city}` : '/restaurants');
  }
  const subPath = legacyRestaurantSubPaths[sub] ?? '';
  if (subPath === '/menu' && menu) {
    const slug = legacyMenuSlug(menu, table.menusByPath.get(restaurant) ?? []);
    return permanent(`${restaurant}/menu/${encodeURIComponent(slug)}`);
  }
  return permanent(restaurant + subPath);
}

/**
 * The redirect for a request's path and query, or null when the path is served as it is. A case
 * variant of one of the site's own pages (`/Book-Now`) goes to the page; a path with repeated
 * slashes or a trailing slash that no rule matches is redirected to its normal form.
 */
export function findRedirect(
  table: RedirectTable,
  pathname: string,
  search: string,
): RedirectTarget | null {
  const normalized = normalizePath(pathname);
  const key = normalized.toLowerCase();
  const pdf = legacyPdfTarget(key);
  const target =
    table.exact.get(key) ??
    table.prefixes.find(([prefix]) => key.startsWith(prefix))?.[1] ??
    (pdf && (table.pdfTargets.get(pdf) ?? permanent(pdf))) ??
    legacyRestaurant(table, key) ??
    caseVariant(table, key, normalized);
  if (target) return { status: target.status, location: withQuery(target.location, search) };
  if (normalized !== pathname) return permanent(withQuery(normalized, search));
  return null;
}

/** The page whose case variant `normalized` is, or null (the page itself, or not a page). */
function caseVariant(table: RedirectTable, key: string, normalized: string): RedirectTarget | null {
  const page = table.pages.get(key);
  return page && page !== normalized ? permanent(page) : null;
}
