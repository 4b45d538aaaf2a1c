import type { GetStaticProps } from 'next';
import {
  BookNowOverlay,
  RestaurantPage,
  type BookNowProps,
  type RestaurantPageProps,
} from '@/registry';
import { bookNowLocations, withBookNow } from '@/registry/book-now.server';
import { getRestaurantPageProps } from '@/registry/restaurant-pages.server';
import { cachedPage, renderOnFirstRequest } from '@/lib/pages';

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

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps: GetStaticProps<Props> = async (context) => {
  const path = `/restaurants/${String(context.params?.city ?? '')}/${String(context.params?.slug ?? '')}`;
  return cachedPage(
    await withBookNow(
      context,
      await getRestaurantPageProps(context),
      bookNowLocations.at(path),
      path,
    ),
  );
};
