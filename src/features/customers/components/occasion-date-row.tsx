import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/lib/forms';
import { dayOptions, monthOptions } from '../date-options';
import type { OccasionDatesFormValues } from './occasion-dates-form-values';

interface OccasionDateRowProps {
  /** 0-based; the diner reads "Occasion 1". */
  index: number;
  kinds: string[];
  /** The month chosen, so the day list has its days. */
  month: string;
  register: UseFormRegister<OccasionDatesFormValues>;
  errors: FieldErrors<OccasionDatesFormValues>;
  onMonthChange: (month: string) => void;
  onRemove: () => void;
}

/** One occasion: its kind, day and month, each select naming its own error. */
export function OccasionDateRow({
  index,
  kinds,
  month,
  register,
  errors,
  onMonthChange,
  onRemove,
}: OccasionDateRowProps) {
  const rowErrors = errors.occasionDates?.[index];
  return (
    <li className="row g-2 align-items-start mb-3 pb-3 border-bottom">
      <div className="col-12 col-md-4">
        <FormField
          label={`Occasion ${index + 1}`}
          as="select"
          options={[
            { value: '', label: 'Please choose' },
            ...kinds.map((kind) => ({ value: kind, label: kind })),
          ]}
          registration={register(`occasionDates.${index}.kind`)}
          error={rowErrors?.kind?.message}
        />
      </div>
      <div className="col-4 col-md-2">
        <FormField
          label="Day"
          as="select"
          options={[{ value: '', label: 'Day' }, ...dayOptions(month)]}
          registration={register(`occasionDates.${index}.day`)}
          error={rowErrors?.day?.message}
        />
      </div>
      <div className="col-8 col-md-3">
        <FormField
          label="Month"
          as="select"
          options={[{ value: '', label: 'Month' }, ...monthOptions]}
          registration={register(`occasionDates.${index}.month`, {
            onChange: (event: { target: { value: unknown } }) =>
              onMonthChange(String(event.target.value)),
          })}
          error={rowErrors?.month?.message}
        />
      </div>
      <div className="col-12 col-md-3 pt-md-4 mt-md-2">
        <button type="button" className="btn btn-outline-secondary w-100" onClick={onRemove}>
          Remove<span className="visually-hidden"> occasion {index + 1}</span>
        </button>
      </div>
    </li>
  );
}
