import { ErrorPage, errorPageMessages } from '@/features/shell';

/** Unknown routes: status 404 with 'This page could not be found' (spec 1 §2). */
export default function NotFoundRoute() {
  return <ErrorPage statusCode={404} message={errorPageMessages.notFound} />;
}
