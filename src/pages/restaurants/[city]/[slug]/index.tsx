import { RestaurantPage, type RestaurantPageProps } from '@/templates';
import { getRestaurantPageProps } from '@/templates/restaurant-pages/restaurant-pages.server';
import { cachedRoute } from '@/features/page-cache/server';
import { renderOnFirstRequest } from '@/lib/pages';

/** /restaurants/{city}/{slug}: a restaurant's page. */
export default function RestaurantRoute(props: RestaurantPageProps) {
  return <RestaurantPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps = cachedRoute<RestaurantPageProps>(
  '/restaurants/[city]/[slug]',
  (context, content) => getRestaurantPageProps(context, content),
);
