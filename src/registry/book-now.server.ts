import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { journeySettingsOf } from '@/features/booking';
import type { Shell } from '@/features/shell';
import { toRestaurantSummary, type RestaurantSummary } from '@/features/locations';
import { getContentSource } from '@/lib/content/server';
import { jsonProps } from '@/lib/pages';
import type { BookNowProps } from './book-now-page';

/**
 * Adds the simple book-now modal (spec 1 §2) to a page's props: the locations it lists (`pick`
 * chooses them from every restaurant; an empty pick leaves the page as it is) and where closing
 * it leads.
 */
export async function withBookNow<P extends { shell: Shell }>(
  context: GetServerSidePropsContext,
  result: GetServerSidePropsResult<P>,
  pick: (restaurants: RestaurantSummary[]) => RestaurantSummary[],
  closeHref: string,
): Promise<GetServerSidePropsResult<P & { bookNow?: BookNowProps }>> {
  if (!('props' in result)) return result;
  const props = await result.props;
  // A page that could not be found stays a 404 without a modal.
  if ('notFound' in props || ('page' in props && props.page === null)) return { props };
  const content = getContentSource({ preview: context.draftMode ?? false });
  // The page has already read the settings for its layout; only the restaurants are new here.
  const restaurants = (await content.getRestaurants()).map(toRestaurantSummary);
  const locations = pick(restaurants);
  if (locations.length === 0) return { props };
  const bookNow: BookNowProps = {
    locations,
    restaurants,
    settings: journeySettingsOf(props.shell.settings),
    closeHref,
  };
  return { props: jsonProps({ ...props, bookNow }) };
}
