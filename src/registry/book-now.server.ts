import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { journeySettingsOf } from '@/features/booking';
import { toRestaurantSummary, type RestaurantSummary } from '@/features/locations';
import { getContentSource } from '@/lib/content/server';
import { jsonProps } from '@/lib/pages';
import type { BookNowProps } from './book-now-page';

/**
 * Adds the simple book-now modal (spec 1 §2) to a page's props: the locations it lists (`pick`
 * chooses them from every restaurant; an empty pick leaves the page as it is) and where closing
 * it leads.
 */
export async function withBookNow<P extends object>(
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
  const [settings, all] = await Promise.all([content.getSettings(), content.getRestaurants()]);
  const restaurants = all.map(toRestaurantSummary);
  const locations = pick(restaurants);
  if (!settings || locations.length === 0) return { props };
  const bookNow: BookNowProps = {
    locations,
    restaurants,
    settings: journeySettingsOf(settings),
    closeHref,
  };
  return { props: jsonProps({ ...props, bookNow }) };
}
