import { journeySettingsOf } from '@/features/booking';
import type { Shell } from '@/features/shell';
import type { RestaurantSummary } from '@/features/locations';
import { bookNowLocationSchema, toRestaurantSummary } from '@/features/locations/server';
import { getContentSource, type ContentSource } from '@/lib/content/server';
import type { PageContext, PageResult } from '@/lib/pages';
import type { BookNowProps } from './book-now-page';

/**
 * Adds the simple book-now modal (spec 1 §2) to a page's data: the locations it lists (`pick`
 * chooses them from every restaurant; an empty pick leaves the page as it is) and where closing
 * it leads.
 */
export async function withBookNow<P extends { shell: Shell }>(
  context: PageContext,
  result: PageResult<P>,
  pick: (restaurants: RestaurantSummary[]) => RestaurantSummary[],
  closeHref: string,
  content: ContentSource = getContentSource({ preview: context.draftMode ?? false }),
): Promise<PageResult<P & { bookNow?: BookNowProps }>> {
  // A page that could not be found stays a 404 without a modal.
  if ('notFound' in result) return result;
  // The page has already read the settings for its layout; only the restaurants are new here.
  const restaurants = (await content.getRestaurants()).map(toRestaurantSummary);
  // Only what the list shows of each: the journey fetches every restaurant when it starts.
  const locations = pick(restaurants).map((r) => bookNowLocationSchema.parse(r));
  if (locations.length === 0) return result;
  const bookNow: BookNowProps = {
    locations,
    settings: journeySettingsOf(result.props.shell.settings),
    closeHref,
  };
  return { props: { ...result.props, bookNow } };
}

/** Which locations each page's book-now modal lists (its routes and the page cache share them). */
export const bookNowLocations = {
  /** /book-now: every restaurant with a page. */
  everywhere: (restaurants: RestaurantSummary[]) =>
    restaurants.filter((r) => !r.hideRestaurantDetailPage),
  /** /restaurants/{city}/book-now: the city's. */
  inCity: (city: string) => (restaurants: RestaurantSummary[]) =>
    restaurants.filter((r) => r.citySlug === city && !r.hideRestaurantDetailPage),
  /** /restaurants/{city}/{slug}/book-now: the restaurant at that page. */
  at: (path: string) => (restaurants: RestaurantSummary[]) =>
    restaurants.filter((r) => r.path === path),
};
