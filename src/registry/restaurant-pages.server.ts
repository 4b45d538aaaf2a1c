import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { loadShell } from '@/features/shell/server';
import { currentTime } from '@/lib/clock';
import { getConfig } from '@/lib/config';
import { contentMessages } from '@/lib/content';
import { getContentSource } from '@/lib/content/server';
import { getLogger } from '@/lib/log';
import { absoluteUrl, jsonProps, setPageHeaders } from '@/lib/pages';
import type { CityPageProps, RestaurantPageProps } from './restaurant-pages';
import { forDiners, prepareTiles } from './prepare-tiles.server';

const param = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * /restaurants/{city}/{slug}: the restaurant's hero tiles and details. Unknown, or hidden from
 * diners (`hideRestaurantDetailPage`), is a 404 'This page could not be found.'.
 */
export async function getRestaurantPageProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<RestaurantPageProps>> {
  const preview = context.draftMode ?? false;
  const content = getContentSource({ preview });
  const restaurant = await content.getRestaurantBySlug(
    param(context.params?.city),
    param(context.params?.slug),
  );
  const shell = await loadShell(
    content,
    restaurant ? { bookingLink: `${restaurant.path}/book-now` } : {},
  );
  setPageHeaders(context.res, { preview });
  if (!restaurant || restaurant.hideRestaurantDetailPage) {
    context.res.statusCode = 404;
    return { props: jsonProps({ shell, notFound: contentMessages.pageNotFound }) };
  }
  const tiles = await prepareTiles(restaurant.heroTiles, {
    content,
    settings: shell.settings,
    preview,
    log: getLogger().child({ page: restaurant.path }),
    pageStoreId: restaurant.storeId,
  });
  return {
    props: jsonProps({
      shell,
      preview,
      restaurant,
      tiles: preview ? tiles : forDiners(tiles),
      canonicalUrl: absoluteUrl(getConfig().SITE_URL, restaurant.path),
      renderedAt: currentTime().toISOString(),
    }),
  };
}

/** /restaurants/{city} (and its old address /index-old): the city's restaurants. */
export async function getCityPageProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<CityPageProps>> {
  const preview = context.draftMode ?? false;
  const content = getContentSource({ preview });
  const citySlug = param(context.params?.city);
  const [shell, restaurants] = await Promise.all([loadShell(content), content.getRestaurants()]);
  const inCity = restaurants.filter((r) => r.citySlug === citySlug && !r.hideRestaurantDetailPage);
  setPageHeaders(context.res, { preview });
  if (inCity.length === 0) {
    context.res.statusCode = 404;
    return { props: jsonProps({ shell, notFound: contentMessages.pageNotFound }) };
  }
  return {
    props: jsonProps({
      shell,
      city: inCity[0]!.city,
      restaurants: inCity,
      canonicalUrl: absoluteUrl(getConfig().SITE_URL, `/restaurants/${citySlug}`),
      renderedAt: currentTime().toISOString(),
    }),
  };
}
