import type { GetServerSideProps } from 'next';
import { ContentPage, type ContentPageProps } from '@/registry';
import { getContentPageProps } from '@/registry/content-page.server';

/** The home page: the page whose slug is 'home'. */
export default function HomeRoute(props: ContentPageProps) {
  return <ContentPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<ContentPageProps> = (context) =>
  getContentPageProps(context, 'home');
