import type { GetServerSideProps } from 'next';
import { BookNowOverlay, CityPage, type BookNowProps, type CityPageProps } from '@/registry';
import { withBookNow } from '@/registry/book-now.server';
import { getCityPageProps } from '@/registry/restaurant-pages.server';

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

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const city = String(context.params?.city ?? '');
  return withBookNow(
    context,
    await getCityPageProps(context),
    (restaurants) => restaurants.filter((r) => r.citySlug === city && !r.hideRestaurantDetailPage),
    `/restaurants/${city}`,
  );
};
