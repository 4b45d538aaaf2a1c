import { BookNowOverlay, ContentPage, type BookNowProps, type ContentPageProps } from '@/templates';
import { bookNowLocations, withBookNow } from '@/templates/book-now/book-now.server';
import { getContentPageProps } from '@/templates/content-page/content-page.server';
import { cachedRoute } from '@/features/page-cache/server';

type Props = ContentPageProps & { bookNow?: BookNowProps };

/**
 * /restaurants/book-now: /restaurants/{city?}/book-now without a city (spec 1 §2), so the
 * restaurants page with the simple book-now modal over it, listing every location.
 */
export default function RestaurantsBookNowRoute({ bookNow, ...props }: Props) {
  return (
    <>
      <ContentPage {...props} />
      <BookNowOverlay bookNow={bookNow} />
    </>
  );
}

export const getStaticProps = cachedRoute<Props>(
  '/restaurants/book-now',
  async (context, content) =>
    withBookNow(
      context,
      await getContentPageProps(context, 'restaurants', undefined, content),
      bookNowLocations.everywhere,
      '/restaurants',
      content,
    ),
);
