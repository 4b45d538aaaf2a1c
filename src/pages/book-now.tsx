import { BookNowOverlay, ContentPage, type BookNowProps, type ContentPageProps } from '@/registry';
import { bookNowLocations, withBookNow } from '@/registry/book-now.server';
import { getContentPageProps } from '@/registry/content-page.server';
import { cachedRoute } from '@/features/page-cache/server';

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

export const getStaticProps = cachedRoute<Props>('/book-now', async (context, content) =>
  withBookNow(
    context,
    await getContentPageProps(context, 'home', undefined, content),
    bookNowLocations.everywhere,
    '/',
    content,
  ),
);
