import type { GetStaticProps } from 'next';
import { ContentPage, type ContentPageProps } from '@/registry';
import { getContentPageProps } from '@/registry/content-page.server';
import { cachedPage } from '@/lib/pages';

/** The home page: the page whose slug is 'home'. */
export default function HomeRoute(props: ContentPageProps) {
  return <ContentPage {...props} />;
}

export const getStaticProps: GetStaticProps<ContentPageProps> = async (context) =>
  cachedPage(await getContentPageProps(context, 'home'));
