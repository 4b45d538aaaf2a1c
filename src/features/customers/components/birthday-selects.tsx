import type { UseFormRegisterReturn } from 'react-hook-form';
import { currentTime } from '@/lib/clock';
import { FormField } from '@/lib/forms';
import { dayOptions, monthOptions, yearOptions } from '../date-options';

interface BirthdayPart {
  registration: UseFormRegisterReturn;
  /** The select's error, passed only once the diner has left it or sent the form. */
  error?: string;
}

interface BirthdaySelectsProps {
  legend: string;
  /** A birthday the form needs (sign-up): the day and month carry the asterisk. */
  required?: boolean;
  /** A line under the legend, e.g. how to remove the birthday. */
  hint?: string;
  /** The month chosen, so the day list has its days. */
  month: string;
  day: BirthdayPart;
  monthPart: BirthdayPart;
  year: BirthdayPart;
}

/**
 * A birthday as three selects, day, month and an optional year (spec 2 §5: the days follow the
 * month, February always 29; no year is stored as 1904): the sign-up and preferences forms'.
 */
export function BirthdaySelects({
  legend,
  required,
  hint,
  month,
  day,
  monthPart,
  year,
}: BirthdaySelectsProps) {
  return (
    <fieldset className="mb-1" aria-describedby={hint ? 'birthday-hint' : undefined}>
      <legend className="form-label fs-6 mb-1">
        {legend}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      {hint && (
        <p id="birthday-hint" className="form-text mt-0 mb-1">
          {hint}
        </p>
      )}
      <div className="row g-2 date-selects">
        <div className="col-4">
          <FormField
            label="Day"
            as="select"
            required={required}
            autoComplete="bday-day"
            options={[{ value: '', label: 'Day' }, ...dayOptions(month)]}
            registration={day.registration}
            error={day.error}
          />
        </div>
        <div className="col-4">
          <FormField
            label="Month"
            as="select"
            required={required}
            autoComplete="bday-month"
            options={[{ value: '', label: 'Month' }, ...monthOptions]}
            registration={monthPart.registration}
            error={monthPart.error}
          />
        </div>
        <div className="col-4">
          <FormField
            label="Year"
            as="select"
            marker="optional"
            autoComplete="bday-year"
            options={[{ value: '', label: 'Year' }, ...yearOptions(currentTime().getFullYear())]}
            registration={year.registration}
            error={year.error}
          />
        </div>
      </div>
    </fieldset>
  );
}
