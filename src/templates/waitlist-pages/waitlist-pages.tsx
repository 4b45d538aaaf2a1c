import {
  LeaveWaitlist,
  TableOffer,
  waitlistMessages,
  type JourneySettings,
} from '@/features/booking';
import { PageHead, type Shell } from '@/features/shell';

export interface WaitlistPageProps {
  shell: Shell;
  canonicalUrl: string;
  /** The secret of the e-mail's link (checked by the API it is sent to). */
  token: string;
  settings: JourneySettings;
}

function Frame({
  shell,
  canonicalUrl,
  title,
  children,
}: WaitlistPageProps & { title: string; children: React.ReactNode }) {
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
          <div className="col-lg-9 col-xl-8">{children}</div>
        </div>
      </div>
    </>
  );
}

/** `/booking/table-offer/{token}`: a table offered from the waitlist, booked on the details step. */
export function TableOfferPage(props: WaitlistPageProps) {
  return (
    <Frame {...props} title={waitlistMessages.offerTitle}>
      <TableOffer token={props.token} settings={props.settings} />
    </Frame>
  );
}

/** `/booking/leave-waitlist/{token}`: leave the waitlist from either of its e-mails. */
export function LeaveWaitlistPage(props: WaitlistPageProps) {
  return (
    <Frame {...props} title={waitlistMessages.leaveHeading}>
      <LeaveWaitlist token={props.token} />
    </Frame>
  );
}
