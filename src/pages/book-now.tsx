import type { GetServerSideProps } from 'next';
import { BookNowOverlay, ContentPage, type BookNowProps, type ContentPageProps } from '@/registry';
import { withBookNow } from '@/registry/book-now.server';
import { getContentPageProps } from '@/registry/content-page.server';

type Props = ContentPageProps & { bookNow?: BookNowProps };

/** /book-now: the home page with the simple book-now modal over it, listing every location. */
export default function BookNowRoute({ bookNow, ...props }: Props) {
  return (
    <>
      <ContentPage {...props} />
      <BookNowOverlay bookNow={bookNow} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  withBookNow(
    context,
    await getContentPageProps(context, 'home'),
    (restaurants) => restaurants.filter((r) => !r.hideRestaurantDetailPage),
    '/',
  );
