import { ContentPage, type ContentPageProps } from '@/templates';
import { getContentPageProps } from '@/templates/content-page/content-page.server';
import { cachedRoute } from '@/features/page-cache/server';

/**
 * /restaurants/index-old: /restaurants/{city?}/index-old without a city (spec 1 §2), the old
 * address of the restaurants page, which it shows.
 */
export default function OldRestaurantsRoute(props: ContentPageProps) {
  return <ContentPage {...props} />;
}

export const getStaticProps = cachedRoute<ContentPageProps>(
  '/restaurants/index-old',
  (context, content) => getContentPageProps(context, 'restaurants', undefined, content),
);
