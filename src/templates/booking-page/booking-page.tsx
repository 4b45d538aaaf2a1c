import { ManageBooking, manageMessages, type ManagedBooking } from '@/features/booking';
import { PageHead, type Shell } from '@/features/shell';
import { Link } from '@/lib/ui';

export interface BookingPageProps {
  shell: Shell;
  canonicalUrl: string;
  /** The link's token and its booking; null when the link names none (a 404). */
  token: string | null;
  booking: ManagedBooking | null;
  /** Too many tries from this address: how long to wait (HTTP 429); the booking is not read. */
  limited: string | null;
}

/**
 * `/booking/{token}`: a diner's own booking, from the link in its e-mail. For a wrong link the page
 * says so and shows nothing of any booking.
 */
export function BookingPage({ shell, canonicalUrl, token, booking, limited }: BookingPageProps) {
  const title = booking
    ? manageMessages.title[booking.bookingType]
    : limited
      ? manageMessages.limited
      : manageMessages.notFound.title;
  return (
    <>
      <PageHead
        title={title}
        siteName={shell.settings.siteName}
        canonicalUrl={canonicalUrl}
        noindex
      />
      <div className="container py-4 py-md-5">
        <div className="row justify-content-center">
          <div className="col-lg-9 col-xl-8">
            {limited ? (
              <>
                <h1 className="display-6 fw-bold mb-3">{manageMessages.limited}</h1>
                <p className="lead">{limited}</p>
              </>
            ) : token && booking ? (
              <ManageBooking token={token} brandKey={shell.settings.siteId} booking={booking} />
            ) : (
              <>
                <h1 className="display-6 fw-bold mb-3">{manageMessages.notFound.title}</h1>
                <p className="lead">{manageMessages.notFound.body}</p>
                <Link href="/restaurants" className="btn btn-primary">
                  {manageMessages.notFound.find}
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
