import Head from 'next/head';
import { Link } from '@/lib/ui';
import { errorPageMessages } from '../messages';

export interface ErrorPageProps {
  /**
   * The HTTP status; the page shows 404 for 404 and 500 for a server's failure (spec 1 §2), and
   * 400 for a request the server could not read: that is the client's error, not the site's.
   */
  statusCode: number;
  message: string;
}

/** The error page of spec 1 §2: the status, the message and a 'Return to homepage' button. */
export function ErrorPage({ statusCode, message }: ErrorPageProps) {
  const shownStatus = statusCode === 404 || statusCode === 400 ? statusCode : 500;
  return (
    <div className="container py-5 my-md-5 text-center">
      <Head>
        <title>{`${shownStatus}: ${message}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 className="display-1 fw-bold text-primary">{shownStatus}</h1>
      <p className="lead mb-4">{message}</p>
      <Link href="/" className="btn btn-primary btn-lg">
        {errorPageMessages.returnToHomepage}
      </Link>
    </div>
  );
}
