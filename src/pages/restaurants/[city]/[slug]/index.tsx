import type { GetServerSideProps } from 'next';
import { RestaurantPage, type RestaurantPageProps } from '@/registry';
import { getRestaurantPageProps } from '@/registry/restaurant-pages.server';

/** /restaurants/{city}/{slug}: a restaurant's page. */
export default function RestaurantRoute(props: RestaurantPageProps) {
  return <RestaurantPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<RestaurantPageProps> = getRestaurantPageProps;
