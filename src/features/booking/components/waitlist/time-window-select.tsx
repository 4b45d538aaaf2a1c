import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { bookingTimes } from '../../utils/booking-times';

interface TimeWindowSelectProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** One end of the times a diner could come: every quarter hour of the slot grid. */
export function TimeWindowSelect({ label, registration, error }: TimeWindowSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      >
        {bookingTimes.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
