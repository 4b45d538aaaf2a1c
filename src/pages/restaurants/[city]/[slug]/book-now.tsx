import {
  BookNowOverlay,
  RestaurantPage,
  type BookNowProps,
  type RestaurantPageProps,
} from '@/templates';
import { bookNowLocations, withBookNow } from '@/templates/book-now/book-now.server';
import { getRestaurantPageProps } from '@/templates/restaurant-pages/restaurant-pages.server';
import { cachedRoute } from '@/features/page-cache/server';
import { renderOnFirstRequest } from '@/lib/pages';

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

export const getStaticProps = cachedRoute<Props>(
  '/restaurants/[city]/[slug]/book-now',
  async (context, content) => {
    const path = `/restaurants/${String(context.params?.city ?? '')}/${String(context.params?.slug ?? '')}`;
    return withBookNow(
      context,
      await getRestaurantPageProps(context, content),
      bookNowLocations.at(path),
      path,
      content,
    );
  },
);
