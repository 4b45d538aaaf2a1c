import type { GetStaticProps } from 'next';
import { ContentPage, type ContentPageProps } from '@/registry';
import { getContentPageProps } from '@/registry/content-page.server';
import { cachedPage, renderOnFirstRequest } from '@/lib/pages';

/** A content page at /{slug}. */
export default function ContentRoute(props: ContentPageProps) {
  return <ContentPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps: GetStaticProps<ContentPageProps> = async (context) => {
  const slug = String(context.params?.id1);
  // The home page lives at /, never at /home.
  if (slug === 'home') return { redirect: { destination: '/', permanent: true } };
  return cachedPage(await getContentPageProps(context, slug));
};
