import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { longDate } from '@/lib/clock';
import { Link, telephoneHref } from '@/lib/ui';
import { dinerMessage } from '../../client/booking-api-error';
import { guestsText } from '../../utils/calendar';
import type { ManagedBooking } from '../manage-api';
import { calendarFileUrl, cancelBooking } from '../manage-client';
import { manageMessages as copy } from '../manage-messages';
import { ChangeForm } from './change-form';

interface ManageBookingProps {
  token: string;
  /** The site's brand key (its settings' site id): a change bringing a card is a booking write. */
  brandKey: string;
  booking: ManagedBooking;
}

type Mode = 'view' | 'change' | 'confirm-cancel';

/**
 * A diner's own booking (`/booking/{token}`, from their e-mail): what the thanks panel showed, its
 * status, and Change and Cancel while the booking may still be changed online; otherwise why not,
 * with the restaurant's number. The calendar file follows every change (same entry, newer version).
 */
export function ManageBooking({ token, brandKey, booking: initial }: ManageBookingProps) {
  const id = useId();
  const [booking, setBooking] = useState(initial);
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const what = booking.bookingType === 'enquiry' ? 'enquiry' : 'booking';

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function cancel() {
    setBusy(true);
    setError(null);
    try {
      const { booking: cancelled } = await cancelBooking(token);
      setBooking(cancelled);
      setMode('view');
      setNotice(copy.cancelled(what));
    } catch (failure) {
      setError(dinerMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const rows: [string, ReactNode][] = [
    [copy.labels.reference, booking.reference],
    [copy.labels.name, `${booking.diner.firstName} ${booking.diner.lastName}`],
    [copy.labels.status, copy.status[booking.status]],
    [
      copy.labels.restaurant,
      <>
        {booking.restaurant.path ? (
          <Link href={booking.restaurant.path}>{booking.restaurant.title}</Link>
        ) : (
          booking.restaurant.title
        )}
        <br />
        <span className="text-body-secondary">{booking.restaurant.address}</span>
      </>,
    ],
    [copy.labels.date, longDate(booking.date)],
    [copy.labels.time, booking.time],
    [copy.labels.guests, guestsText(booking.adults, booking.children)],
    [copy.labels.occasion, booking.occasion],
    [copy.labels.menu, booking.menu],
    [
      copy.labels.extras,
      booking.extras.length > 0
        ? booking.extras.map((extra) => `${extra.quantity} × ${extra.name}`).join(', ')
        : null,
    ],
    [copy.labels.request, booking.specialRequest || null],
  ];

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="display-6 fw-bold mb-3">
        {copy.title[booking.bookingType]}
      </h1>
      <div ref={noticeRef} tabIndex={-1} role="status">
        {notice && <p className="alert alert-success">{notice}</p>}
      </div>
      <dl className="mb-0">
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([label, value]) => (
            <div key={label} className="row">
              <dt className="col-5 col-sm-4">{label}</dt>
              <dd className="col-7 col-sm-8 mb-1">{value}</dd>
            </div>
          ))}
      </dl>

      {booking.lockedReason && booking.status !== 'cancelled' && (
        <p className="alert alert-info mt-4 mb-0">{booking.lockedReason}</p>
      )}

      {mode === 'view' && (
        <div className="d-flex flex-wrap gap-2 mt-4">
          {booking.canChange && (
            <button type="button" className="btn btn-primary" onClick={() => setMode('change')}>
              {copy.change}
            </button>
          )}
          {booking.canCancel && (
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => setMode('confirm-cancel')}
            >
              {copy.cancel[booking.bookingType]}
            </button>
          )}
          {!booking.canChange &&
            booking.restaurant.phoneNumber &&
            booking.status !== 'cancelled' && (
              <a
                className="btn btn-outline-primary"
                href={telephoneHref(booking.restaurant.phoneNumber)}
              >
                {copy.call(booking.restaurant.title, booking.restaurant.phoneNumber)}
              </a>
            )}
          {booking.status !== 'requested' && (
            <a className="btn btn-link" href={calendarFileUrl(token)} download>
              {booking.status === 'cancelled' ? copy.calendarRemove : copy.calendar}
            </a>
          )}
        </div>
      )}

      {mode === 'confirm-cancel' && (
        <div role="group" aria-labelledby={`${id}-cancel`} className="card card-body mt-4">
          <h2 id={`${id}-cancel`} className="h5">
            {copy.confirmCancel.question(what)}
          </h2>
          <p>{copy.confirmCancel.explain}</p>
          {error && (
            <p role="alert" className="alert alert-danger">
              {error}
            </p>
          )}
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-danger" onClick={cancel} disabled={busy}>
              {copy.confirmCancel.yes(what)}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => {
                setError(null);
                setMode('view');
              }}
            >
              {copy.confirmCancel.no(what)}
            </button>
          </div>
        </div>
      )}

      {mode === 'change' && (
        <ChangeForm
          token={token}
          brandKey={brandKey}
          booking={booking}
          onBack={() => setMode('view')}
          onChanged={(changed) => {
            setBooking(changed);
            setMode('view');
            setNotice(changed.bookingType === 'enquiry' ? copy.becameEnquiry : copy.changed);
          }}
        />
      )}
    </section>
  );
}
