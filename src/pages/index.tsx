import { ContentPage, type ContentPageProps } from '@/templates';
import { getContentPageProps } from '@/templates/content-page/content-page.server';
import { cachedRoute } from '@/features/page-cache/server';

/** The home page: the page whose slug is 'home'. */
export default function HomeRoute(props: ContentPageProps) {
  return <ContentPage {...props} />;
}

export const getStaticProps = cachedRoute<ContentPageProps>('/', (context, content) =>
  getContentPageProps(context, 'home', undefined, content),
);
