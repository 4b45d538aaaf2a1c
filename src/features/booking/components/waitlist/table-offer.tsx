import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/ui';
import { dinerMessage } from '../../client/booking-api-error';
import type { JourneySettings } from '../../journey-settings';
import type { WaitlistOffer } from '../../waitlist/waitlist-api';
import { openTableOffer } from '../../waitlist/waitlist-client';
import { waitlistMessages as copy } from '../../waitlist/waitlist-messages';
import { BookingJourneyPanel } from '../containers/booking-journey-panel';
import { JourneyLoading } from '../containers/journey-loading';

/** 'HH:mm' in London of an instant (the held-until time the e-mail also gave). */
function londonTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * The page of an offer's link: the held table is opened in this browser's booking session, then
 * the journey shows it on 'Your details', everything filled but the phone. A lapsed, booked or
 * left offer says why, with a way to find another table.
 */
export function TableOffer({ token, settings }: { token: string; settings: JourneySettings }) {
  const [offer, setOffer] = useState<WaitlistOffer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let live = true;
    openTableOffer(settings.brandKey, token).then(
      (opened) => live && setOffer(opened),
      (error: unknown) => live && setFailure(dinerMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [settings.brandKey, token]);
  useEffect(() => {
    if (failure) headingRef.current?.focus();
  }, [failure]);

  if (failure) {
    return (
      <>
        <h1 ref={headingRef} tabIndex={-1} className="display-6 fw-bold mb-3">
          {copy.offerGoneTitle}
        </h1>
        <p className="lead" role="alert">
          {failure}
        </p>
        <Link href="/restaurants" className="btn btn-primary">
          {copy.bookAnother}
        </Link>
      </>
    );
  }
  return (
    <>
      <h1 className="display-6 fw-bold mb-3">{copy.offerTitle}</h1>
      {offer ? (
        <>
          <p className="lead">{copy.offerHeld(londonTime(offer.heldUntil))}</p>
          <BookingJourneyPanel settings={settings} storeId={offer.storeId} offer={offer} />
        </>
      ) : (
        <>
          <p>{copy.offerOpening}</p>
          <JourneyLoading />
        </>
      )}
    </>
  );
}
