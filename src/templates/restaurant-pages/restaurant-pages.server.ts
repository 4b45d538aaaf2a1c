import { loadShell } from '@/features/shell/server';
import { getConfig } from '@/lib/config';
import { restaurantOnPage } from '@/lib/content';
import { getContentSource, type ContentSource } from '@/lib/content/server';
import { getLogger } from '@/lib/log';
import { absoluteUrl, pageNotFound, type PageContext, type PageResult } from '@/lib/pages';
import type { CityPageProps, RestaurantPageProps } from './restaurant-pages';
import { forDiners, prepareTiles } from '@/registry/prepare-tiles.server';

const param = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * /restaurants/{city}/{slug}: the restaurant's hero tiles and details. Unknown, or hidden from
 * diners (`hideRestaurantDetailPage`), is the 404 page.
 */
export async function getRestaurantPageProps(
  context: PageContext,
  content: ContentSource = getContentSource({ preview: context.draftMode ?? false }),
): Promise<PageResult<RestaurantPageProps>> {
  const preview = context.draftMode ?? false;
  const restaurant = await content.getRestaurantBySlug(
    param(context.params?.city),
    param(context.params?.slug),
  );
  if (!restaurant || restaurant.hideRestaurantDetailPage) return pageNotFound;
  const shell = await loadShell(content, { bookingLink: `${restaurant.path}/book-now`, preview });
  const tiles = await prepareTiles(restaurant.heroTiles, {
    content,
    settings: shell.settings,
    preview,
    log: getLogger().child({ page: restaurant.path }),
    pageStoreId: restaurant.storeId,
  });
  return {
    props: {
      shell,
      preview,
      restaurant: restaurantOnPage(restaurant),
      contentProblems: preview ? restaurant.contentProblems : [],
      tiles: preview ? tiles : forDiners(tiles),
      canonicalUrl: absoluteUrl(getConfig().SITE_URL, restaurant.path),
    },
  };
}

/** /restaurants/{city} (and its old address /index-old): the city's restaurants. */
export async function getCityPageProps(
  context: PageContext,
  content: ContentSource = getContentSource({ preview: context.draftMode ?? false }),
): Promise<PageResult<CityPageProps>> {
  const citySlug = param(context.params?.city);
  const preview = context.draftMode ?? false;
  const [shell, restaurants] = await Promise.all([
    loadShell(content, { preview }),
    content.getRestaurants(),
  ]);
  const inCity = restaurants.filter((r) => r.citySlug === citySlug && !r.hideRestaurantDetailPage);
  const first = inCity[0];
  if (!first) return pageNotFound;
  return {
    props: {
      shell,
      city: first.city,
      restaurants: inCity,
      canonicalUrl: absoluteUrl(getConfig().SITE_URL, `/restaurants/${citySlug}`),
    },
  };
}
