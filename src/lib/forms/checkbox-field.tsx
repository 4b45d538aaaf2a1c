import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface CheckboxFieldProps {
  /** What ticking the box means; may hold links (the terms, the privacy policy). */
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** The box's error, passed only once the visitor has left it or sent the form (spec 1 §5). */
  error?: string;
  required?: boolean;
}

/**
 * One labelled checkbox of a form (a consent, a terms box): as `FormField`, its error is read out
 * as its description, and a required box carries the asterisk of the diner forms.
 */
export function CheckboxField({ label, registration, error, required }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-check mb-3">
      <input
        id={id}
        type="checkbox"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        required={required}
        {...registration}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
