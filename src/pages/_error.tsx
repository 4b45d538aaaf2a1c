import type { NextPageContext } from 'next';
import {
  ErrorPage,
  errorPageMessages,
  isPageError,
  type ErrorPageProps,
  type Shell,
} from '@/features/shell';

type ErrorRouteProps = ErrorPageProps & { shell?: Shell };

/**
 * Every route error that is not a plain 404 renders here (spec 1 §2 "Error page", §8), inside the
 * site's layout when it can be loaded. A malformed address (`/restaurants/%ZZ`, a bad percent
 * encoding) is the client's error: Next answers it 400, and the page says so.
 */
export default function ErrorRoute({ statusCode, message }: ErrorRouteProps) {
  // The layout (_app) reads `shell` from the page's props; the page itself does not.
  return <ErrorPage statusCode={statusCode} message={message} />;
}

function errorOf({ res, err }: NextPageContext): ErrorPageProps {
  if (isPageError(err)) {
    if (res) res.statusCode = err.statusCode;
    const message = err.statusCode === 404 ? errorPageMessages.notFound : err.message;
    return { statusCode: err.statusCode, message };
  }
  const statusCode = res?.statusCode ?? (err ? 500 : 404);
  const message =
    statusCode === 404
      ? errorPageMessages.notFound
      : statusCode === 400
        ? errorPageMessages.badRequest
        : errorPageMessages.internalError;
  return { statusCode, message };
}

ErrorRoute.getInitialProps = async (context: NextPageContext): Promise<ErrorRouteProps> => {
  const props = errorOf(context);
  // Only on the server: Next replaces `typeof window` in each bundle, so the browser's never
  // holds the content source. (An error met in the browser renders without the layout.)
  if (typeof window === 'undefined') {
    const { loadErrorPageShell } = await import('@/templates/error-page/error-page.server');
    const shell = await loadErrorPageShell();
    if (shell) return { ...props, shell };
  }
  return props;
};
