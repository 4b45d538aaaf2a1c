import type { GetStaticProps } from 'next';
import { ContentPage, type ContentPageProps } from '@/registry';
import { getContentPageProps } from '@/registry/content-page.server';
import { cachedPage, renderOnFirstRequest } from '@/lib/pages';

/** A content page at /{parent slug}/{slug}. */
export default function NestedContentRoute(props: ContentPageProps) {
  return <ContentPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps: GetStaticProps<ContentPageProps> = async (context) =>
  cachedPage(
    await getContentPageProps(context, String(context.params?.id2), String(context.params?.id1)),
  );
