import { PageError } from '@/features/shell';
import { loadShell } from '@/features/shell/server';
import { getConfig } from '@/lib/config';
import { contentServiceError, type Menu } from '@/lib/content';
import { getContentSource, type ContentSource } from '@/lib/content/server';
import {
  absoluteUrl,
  pageNotFound,
  shareImageUrl,
  type PageContext,
  type PageResult,
} from '@/lib/pages';
import type { MenuPageData, MenuPageProps } from './menu-page.types';
import { summariseMenu } from '@/features/menus';
import { chooseMenu, restaurantMenus, siteMenus } from '@/features/menus/server';

/** Where a menu is shown: site-wide, for a city, or for one restaurant (spec 1 §2). */
export type MenuPlace =
  | { kind: 'site' }
  | { kind: 'city'; city: string }
  | { kind: 'restaurant'; city: string; slug: string };

interface Offer {
  menus: Menu[];
  place?: MenuPageData['place'];
  bookingLink?: string;
}

/** The menus offered at the place, or null when the place has no page (an unknown restaurant). */
async function offerAt(place: MenuPlace, content: ContentSource): Promise<Offer | null> {
  if (place.kind === 'site') return { menus: siteMenus(await content.getMenus()) };
  if (place.kind === 'city') {
    const [menus, restaurants] = await Promise.all([content.getMenus(), content.getRestaurants()]);
    const inCity = restaurants.filter(
      (restaurant) => restaurant.citySlug === place.city && !restaurant.hideRestaurantDetailPage,
    );
    const first = inCity[0];
    if (!first) return null;
    return {
      menus: restaurantMenus(menus, inCity),
      place: { name: first.city, path: `/restaurants/${first.citySlug}` },
    };
  }
  const [menus, restaurant] = await Promise.all([
    content.getMenus(),
    content.getRestaurantBySlug(place.city, place.slug),
  ]);
  if (!restaurant || restaurant.hideRestaurantDetailPage) return null;
  return {
    menus: restaurantMenus(menus, [restaurant]),
    place: { name: restaurant.title, path: restaurant.path },
    bookingLink: `${restaurant.path}/book-now`,
  };
}

/**
 * The data of every menu route: the layout and the menu with the menus offered beside it. With no
 * menu id it shows the main menu (the restaurant's first). An unknown restaurant or city, or a menu
 * not offered there, is the 404 page (which says 'Menu not found.' for the latter: see
 * `notFoundMessageAt`); a content failure is a 500 error page.
 */
export async function getMenuPageProps(
  context: PageContext,
  place: MenuPlace,
  menuSlug?: string,
  content: ContentSource = getContentSource({ preview: context.draftMode ?? false }),
): Promise<PageResult<MenuPageProps>> {
  const preview = context.draftMode ?? false;
  const offer = await offerAt(place, content).catch((error: unknown) => {
    throw Object.assign(new PageError(500, contentServiceError.message), { cause: error });
  });
  const menu = offer ? chooseMenu(offer.menus, menuSlug) : null;
  if (!offer || !menu) return pageNotFound;
  const shell = await loadShell(content, {
    preview,
    ...(offer.bookingLink && { bookingLink: offer.bookingLink }),
  });

  const { SITE_URL } = getConfig();
  const page: MenuPageData = {
    menu,
    menus: offer.menus.map(summariseMenu),
    place: offer.place,
    description: menu.description ?? shell.settings.siteDescription,
    // One address per menu for search engines, wherever it is shown.
    canonicalUrl: absoluteUrl(SITE_URL, `/menu/${encodeURIComponent(menu.slug)}`),
    imageUrl: menu.image ? shareImageUrl(SITE_URL, menu.image.url) : undefined,
  };
  return { props: { shell, preview, page } };
}
