import { NotFoundPage, type NotFoundPageProps } from '@/templates';
import { getNotFoundPageProps } from '@/templates/not-found-page/not-found-page.server';
import { cachedRoute } from '@/features/page-cache/server';

/** Every missing path: status 404 with 'This page could not be found' (spec 1 §2). */
export default function NotFoundRoute(props: NotFoundPageProps) {
  return <NotFoundPage {...props} />;
}

export const getStaticProps = cachedRoute<NotFoundPageProps>('/404', async (_context, content) => ({
  props: await getNotFoundPageProps(content),
}));
