import { BookNowOverlay, CityPage, type BookNowProps, type CityPageProps } from '@/templates';
import { bookNowLocations, withBookNow } from '@/templates/book-now/book-now.server';
import { getCityPageProps } from '@/templates/restaurant-pages/restaurant-pages.server';
import { cachedRoute } from '@/features/page-cache/server';
import { renderOnFirstRequest } from '@/lib/pages';

type Props = CityPageProps & { bookNow?: BookNowProps };

/** /restaurants/{city}/book-now: the city's page with the simple book-now modal of its restaurants. */
export default function CityBookNowRoute({ bookNow, ...props }: Props) {
  return (
    <>
      <CityPage {...props} />
      <BookNowOverlay bookNow={bookNow} />
    </>
  );
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps = cachedRoute<Props>(
  '/restaurants/[city]/book-now',
  async (context, content) => {
    const city = String(context.params?.city ?? '');
    return withBookNow(
      context,
      await getCityPageProps(context, content),
      bookNowLocations.inCity(city),
      `/restaurants/${city}`,
      content,
    );
  },
);
