import { useEffect, useId, useState } from 'react';
import { londonToday } from '../../utils/london-today';
import { dinerMessage } from '../../client/booking-api-error';
import type { WriteContext } from '../../client/http';
import type { ManagedBooking } from '../manage-api';
import { changeBooking, changeSlots } from '../manage-client';
import { manageMessages } from '../manage-messages';
import { ChangeCard } from './change-card';

interface ChangeFormProps {
  token: string;
  /** The site's brand key: a change that brings a card is a booking write. */
  brandKey: string;
  booking: ManagedBooking;
  onChanged: (booking: ManagedBooking) => void;
  onBack: () => void;
}

const { changeForm: copy } = manageMessages;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Change date, time or party: the times offered are those the booking can move to (every other
 * booking counted, not its own), asked again whenever the date or party changes. The server checks
 * the change once more inside the restaurant's lock; a time gone meanwhile answers 'no free slot'.
 * A party grown past the card threshold, on a booking no card guarantees yet, gives a card first.
 */
export function ChangeForm({ token, brandKey, booking, onChanged, onBack }: ChangeFormProps) {
  const id = useId();
  const [date, setDate] = useState(booking.date);
  const [adults, setAdults] = useState(booking.adults);
  const [children, setChildren] = useState(booking.children);
  const [time, setTime] = useState(booking.time);
  // The times found, with the date and party they were found for: others are still loading.
  const [found, setFound] = useState<{ query: string; times: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const covers = adults + children;

  const query = `${date}|${adults}|${children}`;
  const times = found?.query === query ? found.times : null;

  useEffect(() => {
    let current = true;
    changeSlots(token, { date, adults, children }).then(
      (slots) => current && setFound({ query: `${date}|${adults}|${children}`, times: slots }),
      (failure: unknown) => {
        if (!current) return;
        setFound({ query: `${date}|${adults}|${children}`, times: [] });
        setError(dinerMessage(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [token, date, adults, children]);

  const chosen = times?.includes(time) ? time : undefined;
  const enquiry = covers >= booking.enquiryFromCovers;
  const needsCard =
    !enquiry && covers >= booking.cardGuaranteeFromCovers && !booking.hasCardGuarantee;

  async function save(card?: { customerId: string; write: WriteContext }) {
    if (!chosen) {
      // The card may be accepted before a time is chosen: Save changes then asks for one.
      setError(copy.chooseTime);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const { booking: changed } = await changeBooking(
        token,
        {
          diningDateTime: `${date}T${chosen}`,
          adultCovers: adults,
          childCovers: children,
          ...(card ? { braintreeCustomerId: card.customerId } : {}),
        },
        { write: card?.write },
      );
      onChanged(changed);
    } catch (failure) {
      setError(dinerMessage(failure));
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!needsCard) void save();
      }}
      aria-labelledby={`${id}-heading`}
      className="card card-body mt-4"
    >
      <h2 id={`${id}-heading`} className="h5">
        {copy.heading}
      </h2>
      <div className="row g-3">
        <div className="col-sm-6">
          <label htmlFor={`${id}-date`} className="form-label">
            {copy.date}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="form-control"
            value={date}
            min={londonToday()}
            required
            onChange={(event) => event.target.value && setDate(event.target.value)}
          />
        </div>
        <div className="col-6 col-sm-3">
          <label htmlFor={`${id}-adults`} className="form-label">
            {copy.adults}
          </label>
          <select
            id={`${id}-adults`}
            className="form-select"
            value={adults}
            onChange={(event) => setAdults(Number(event.target.value))}
          >
            {range(1, 30).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </div>
        <div className="col-6 col-sm-3">
          <label htmlFor={`${id}-children`} className="form-label">
            {copy.children}
          </label>
          <select
            id={`${id}-children`}
            className="form-select"
            value={children}
            onChange={(event) => setChildren(Number(event.target.value))}
          >
            {range(0, 20).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </div>
      </div>
      {enquiry && (
        <p className="alert alert-info mt-3 mb-0">{copy.enquiry(booking.enquiryFromCovers)}</p>
      )}
      {needsCard && (
        <p className="alert alert-info mt-3 mb-0">{copy.card(booking.cardGuaranteeFromCovers)}</p>
      )}
      <fieldset className="mt-3">
        <legend className="form-label fs-6">{copy.time}</legend>
        {times === null ? (
          <p role="status" className="mb-0">
            {copy.loadingTimes}
          </p>
        ) : times.length === 0 ? (
          <p role="status" className="mb-0">
            {copy.noTimes}
          </p>
        ) : (
          <div className="d-flex flex-wrap gap-2">
            {times.map((slot) => (
              <div key={slot}>
                <input
                  type="radio"
                  className="btn-check"
                  name={`${id}-time`}
                  id={`${id}-time-${slot}`}
                  value={slot}
                  checked={chosen === slot}
                  onChange={() => setTime(slot)}
                />
                <label className="btn btn-outline-primary" htmlFor={`${id}-time-${slot}`}>
                  {slot}
                </label>
              </div>
            ))}
          </div>
        )}
      </fieldset>
      {needsCard && (
        <ChangeCard
          brandKey={brandKey}
          diner={booking.diner}
          saving={saving}
          errorMessage={error ?? undefined}
          onSave={(customerId, write) => void save({ customerId, write })}
        />
      )}
      {error && !needsCard && (
        <p role="alert" className="alert alert-danger mt-3 mb-0">
          {error}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 mt-3">
        {!needsCard && (
          <button type="submit" className="btn btn-primary" disabled={!chosen || saving}>
            {copy.save}
          </button>
        )}
        <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
          {copy.back}
        </button>
      </div>
    </form>
  );
}
