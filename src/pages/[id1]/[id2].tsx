import type { GetServerSideProps } from 'next';
import { ContentPage, type ContentPageProps } from '@/registry';
import { getContentPageProps } from '@/registry/content-page.server';

/** A content page at /{parent slug}/{slug}. */
export default function NestedContentRoute(props: ContentPageProps) {
  return <ContentPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<ContentPageProps> = (context) =>
  getContentPageProps(context, String(context.params?.id2), String(context.params?.id1));
