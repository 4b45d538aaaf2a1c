import type { GetStaticProps } from 'next';
import { BookNowOverlay, ContentPage, type BookNowProps, type ContentPageProps } from '@/registry';
import { bookNowLocations, withBookNow } from '@/registry/book-now.server';
import { getContentPageProps } from '@/registry/content-page.server';
import { cachedPage } from '@/lib/pages';

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

export const getStaticProps: GetStaticProps<Props> = async (context) =>
  cachedPage(
    await withBookNow(
      context,
      await getContentPageProps(context, 'home'),
      bookNowLocations.everywhere,
      '/',
    ),
  );
