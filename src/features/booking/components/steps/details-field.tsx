import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface DetailsFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's error, passed only once the diner has left the field (spec 1 §5). */
  error?: string;
  multiline?: boolean;
  required?: boolean;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

/** One labelled field of the details form, with its error read out as its description. */
export function DetailsField({
  label,
  registration,
  error,
  multiline,
  required,
  type = 'text',
  autoComplete,
  inputMode,
}: DetailsFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    required,
    ...registration,
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
        {!required && <span className="text-body-secondary"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} inputMode={inputMode} {...common} />
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
