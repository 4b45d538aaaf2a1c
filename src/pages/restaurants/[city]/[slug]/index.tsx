import type { GetStaticProps } from 'next';
import { RestaurantPage, type RestaurantPageProps } from '@/registry';
import { getRestaurantPageProps } from '@/registry/restaurant-pages.server';
import { cachedPage, renderOnFirstRequest } from '@/lib/pages';

/** /restaurants/{city}/{slug}: a restaurant's page. */
export default function RestaurantRoute(props: RestaurantPageProps) {
  return <RestaurantPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps: GetStaticProps<RestaurantPageProps> = async (context) =>
  cachedPage(await getRestaurantPageProps(context));
