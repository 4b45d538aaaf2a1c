import type { GetStaticProps } from 'next';
import { NotFoundPage, type NotFoundPageProps } from '@/registry';
import { getNotFoundPageProps } from '@/registry/not-found-page.server';
import { jsonProps, pageRevalidateSeconds } from '@/lib/pages';

/** Every missing path: status 404 with 'This page could not be found' (spec 1 §2). */
export default function NotFoundRoute(props: NotFoundPageProps) {
  return <NotFoundPage {...props} />;
}

export const getStaticProps: GetStaticProps<NotFoundPageProps> = async () => ({
  props: jsonProps(await getNotFoundPageProps()),
  revalidate: pageRevalidateSeconds,
});
