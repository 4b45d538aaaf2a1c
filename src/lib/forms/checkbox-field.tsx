import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface CheckboxFieldProps {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** The box's error, passed only once the visitor has left it (spec 1 §5). */
  error?: string;
  required?: boolean;
}

/**
 * A labelled checkbox of a form (terms, opt-ins, interests): as FormField, its error is its
 * description, and a mandatory box carries the asterisk.
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
