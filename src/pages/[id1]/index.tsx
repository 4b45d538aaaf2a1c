import { ContentPage, type ContentPageProps } from '@/templates';
import { getContentPageProps } from '@/templates/content-page/content-page.server';
import { cachedRoute } from '@/features/page-cache/server';
import { renderOnFirstRequest } from '@/lib/pages';

/** A content page at /{slug}. */
export default function ContentRoute(props: ContentPageProps) {
  return <ContentPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps = cachedRoute<ContentPageProps>('/[id1]', async (context, content) => {
  const slug = String(context.params?.id1);
  // The home page lives at /, never at /home.
  if (slug === 'home') return { redirect: { destination: '/', permanent: true } };
  return getContentPageProps(context, slug, undefined, content);
});
