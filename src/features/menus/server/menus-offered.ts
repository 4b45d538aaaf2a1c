import type { Menu, Restaurant } from '@/lib/content';

/** The menu /menu shows, and the first of the site's menus (spec 1 §2 /menu: "menu pages"). */
export const mainMenuSlug = 'main-menu';

/** The site's menus for the switcher: the main menu first, then the others by name. */
export function siteMenus(menus: Menu[]): Menu[] {
  const main = menus.filter((menu) => menu.slug === mainMenuSlug);
  return [...main, ...menus.filter((menu) => menu.slug !== mainMenuSlug)];
}

/**
 * The menus restaurants offer, in the order of their lists (the first restaurant's first), each
 * once; the site's menus when none of them lists any.
 */
export function restaurantMenus(menus: Menu[], restaurants: Restaurant[]): Menu[] {
  const slugs = [...new Set(restaurants.flatMap((r) => r.menus.map((link) => link.slug)))];
  const offered = slugs.flatMap((slug) => menus.filter((menu) => menu.slug === slug));
  return offered.length > 0 ? offered : siteMenus(menus);
}

/**
 * The menu to show among those offered: the one named in the URL (any letter case), or with no
 * name the main menu, or else the first offered. Null when the named menu is not offered here.
 */
export function chooseMenu(offered: Menu[], menuSlug?: string): Menu | null {
  if (menuSlug !== undefined) {
    const wanted = menuSlug.toLowerCase();
    return offered.find((menu) => menu.slug.toLowerCase() === wanted) ?? null;
  }
  return offered.find((menu) => menu.slug === mainMenuSlug) ?? offered[0] ?? null;
}
