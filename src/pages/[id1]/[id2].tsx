import { ContentPage, type ContentPageProps } from '@/templates';
import { getContentPageProps } from '@/templates/content-page/content-page.server';
import { cachedRoute } from '@/features/page-cache/server';
import { renderOnFirstRequest } from '@/lib/pages';

/** A content page at /{parent slug}/{slug}. */
export default function NestedContentRoute(props: ContentPageProps) {
  return <ContentPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps = cachedRoute<ContentPageProps>('/[id1]/[id2]', (context, content) =>
  getContentPageProps(context, String(context.params?.id2), String(context.params?.id1), content),
);
