import type { NextPageContext } from 'next';
import { ErrorPage, errorPageMessages, isPageError, type ErrorPageProps } from '@/features/shell';

/** Every route error that is not a plain 404 renders here (spec 1 §2 "Error page", §8). */
export default function ErrorRoute(props: ErrorPageProps) {
  return <ErrorPage {...props} />;
}

ErrorRoute.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => {
  if (isPageError(err)) {
    if (res) res.statusCode = err.statusCode;
    const message = err.statusCode === 404 ? errorPageMessages.notFound : err.message;
    return { statusCode: err.statusCode, message };
  }
  const statusCode = res?.statusCode ?? (err ? 500 : 404);
  const message = statusCode === 404 ? errorPageMessages.notFound : errorPageMessages.internalError;
  return { statusCode, message };
};
