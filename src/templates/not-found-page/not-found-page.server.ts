import { loadShell } from '@/features/shell/server';
import { getContentSource, type ContentSource } from '@/lib/content/server';
import { getLogger } from '@/lib/log';
import type { NotFoundPageProps } from './not-found-page';

/**
 * The 404 page's data: the site's layout, and the city and restaurant pages under which
 * `/menu/{id}` is a menu route (for 'Menu not found.'). One page serves every missing path, so it
 * is made once and cached like the others. Without content it is the bare error page: a 404 never
 * fails.
 */
export async function getNotFoundPageProps(
  content: ContentSource = getContentSource({ preview: false }),
): Promise<NotFoundPageProps> {
  try {
    const [shell, restaurants] = await Promise.all([loadShell(content), content.getRestaurants()]);
    const shown = restaurants.filter((restaurant) => !restaurant.hideRestaurantDetailPage);
    const cities = new Set(shown.map((restaurant) => `/restaurants/${restaurant.citySlug}`));
    return { shell, menuPlaces: [...cities, ...shown.map((restaurant) => restaurant.path)] };
  } catch (error) {
    getLogger().warn({ err: error }, 'The 404 page is shown without the layout');
    return { menuPlaces: [] };
  }
}
