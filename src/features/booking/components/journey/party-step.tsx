import { useId } from 'react';
import type { PartyChoice } from '../../state/booking-transitions';
import { bookingTimes } from '../../utils/booking-times';
import { DatePicker } from '../date-picker/date-picker';

export type { PartyChoice };

interface PartyStepProps {
  value: PartyChoice;
  /** Today's London date, YYYY-MM-DD: earlier dates cannot be chosen. */
  today: string;
  /** The site's show-child-covers setting. */
  showChildren: boolean;
  /** Availability is being checked: the controls wait. */
  busy?: boolean;
  onChange: (value: PartyChoice) => void;
  onCheck: () => void;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const adultCounts = range(1, 100);
const childCounts = range(0, 50);

/**
 * Step 2 'Table size, time and date' (spec 1 §2, §9): adults 1-100, children 0-50, a time every
 * 15 minutes and the date; 'Check availability' waits until a date is chosen.
 */
export function PartyStep({ value, today, showChildren, busy, onChange, onCheck }: PartyStepProps) {
  const id = useId();
  const canCheck = value.date !== null && !busy;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canCheck) onCheck();
      }}
    >
      {/* From 768 px the month sits beside the party and time rather than under them, so it
          fills the space beside them instead of half the modal below. */}
      <fieldset disabled={busy} className="row g-3 mb-3">
        <legend className="visually-hidden">Table size, time and date</legend>
        <div className="col-md-5">
          <div className="row g-3">
            <div className="col-6 col-sm-4 col-md-12">
              <label htmlFor={`${id}-adults`} className="form-label fw-bold">
                Adults
              </label>
              <select
                id={`${id}-adults`}
                className="form-select"
                value={value.adults}
                onChange={(event) => onChange({ ...value, adults: Number(event.target.value) })}
              >
                {adultCounts.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </div>
            {showChildren && (
              <div className="col-6 col-sm-4 col-md-12">
                <label htmlFor={`${id}-children`} className="form-label fw-bold">
                  Children
                </label>
                <select
                  id={`${id}-children`}
                  className="form-select"
                  value={value.children}
                  onChange={(event) => onChange({ ...value, children: Number(event.target.value) })}
                >
                  {childCounts.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="col-6 col-sm-4 col-md-12">
              <label htmlFor={`${id}-time`} className="form-label fw-bold">
                Time
              </label>
              <select
                id={`${id}-time`}
                className="form-select"
                value={value.time}
                onChange={(event) => onChange({ ...value, time: event.target.value })}
              >
                {bookingTimes.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
        <div className="col-md-7">
          <DatePicker
            value={value.date}
            today={today}
            disabled={busy}
            onChange={(date) => onChange({ ...value, date })}
          />
        </div>
      </fieldset>
      <button
        type="submit"
        className="btn btn-primary btn-lg w-100"
        disabled={!canCheck}
        aria-busy={busy || undefined}
      >
        Check availability
      </button>
    </form>
  );
}
