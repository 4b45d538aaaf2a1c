import type { GetServerSideProps } from 'next';
import {
  BookNowOverlay,
  RestaurantPage,
  type BookNowProps,
  type RestaurantPageProps,
} from '@/registry';
import { withBookNow } from '@/registry/book-now.server';
import { getRestaurantPageProps } from '@/registry/restaurant-pages.server';

type Props = RestaurantPageProps & { bookNow?: BookNowProps };

/**
 * /restaurants/{city}/{slug}/book-now: the restaurant's page with the booking open for it (the
 * simple book-now modal, its one location chosen).
 */
export default function RestaurantBookNowRoute({ bookNow, ...props }: Props) {
  return (
    <>
      <RestaurantPage {...props} />
      <BookNowOverlay bookNow={bookNow} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const path = `/restaurants/${String(context.params?.city ?? '')}/${String(context.params?.slug ?? '')}`;
  return withBookNow(
    context,
    await getRestaurantPageProps(context),
    (restaurants) => restaurants.filter((r) => r.path === path),
    path,
  );
};
