import { BookNowOverlay, ContentPage, type BookNowProps, type ContentPageProps } from '@/templates';
import { bookNowLocations, withBookNow } from '@/templates/book-now/book-now.server';
import { getContentPageProps } from '@/templates/content-page/content-page.server';
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
