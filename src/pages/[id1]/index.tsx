import type { GetServerSideProps } from 'next';
import { ContentPage, type ContentPageProps } from '@/registry';
import { getContentPageProps } from '@/registry/content-page.server';

/** A content page at /{slug}. */
export default function ContentRoute(props: ContentPageProps) {
  return <ContentPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<ContentPageProps> = (context) => {
  const slug = String(context.params?.id1);
  // The home page lives at /, never at /home.
  if (slug === 'home') return Promise.resolve({ redirect: { destination: '/', permanent: true } });
  return getContentPageProps(context, slug);
};
