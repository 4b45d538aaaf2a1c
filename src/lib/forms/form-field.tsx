import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useLabelsShown, usePlaceholdersShown } from './form-labels';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FormFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's error, passed only once the visitor has left the field (spec 1 §5). */
  error?: string;
  required?: boolean;
  /**
   * How a form says which fields it needs: an asterisk on the mandatory ones (the diner forms,
   * spec 2 §2), or '(optional)' on the others (the booking details).
   */
  marker?: 'asterisk' | 'optional';
  as?: 'input' | 'textarea' | 'select';
  /** The choices of a select; the first, with an empty value, is its prompt. */
  options?: { value: string; label: string }[];
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  rows?: number;
  /** The file types a file input offers, e.g. '.pdf,.docx'. */
  accept?: string;
  /** A line under the label that helps to fill it in. */
  hint?: ReactNode;
  /** The example it shows while empty, in the editors' words ('Form wording'); else its type's. */
  placeholder?: string;
}

/**
 * What a field of this type shows as its example while empty ('Show form placeholders'): only
 * where the format is what trips people up. 07700 900123 is in Ofcom's range for drama, so it is
 * nobody's number.
 */
export const fieldExamples: Partial<Record<string, string>> = {
  email: 'name@example.com',
  tel: '07700 900123',
};

/**
 * One labelled field of a form: its error is read out as its description and styled only once the
 * visitor has left it; `required` sets the attribute assistive technology announces.
 */
export function FormField({
  label,
  registration,
  error,
  required,
  marker = 'asterisk',
  as = 'input',
  options = [],
  type = 'text',
  autoComplete,
  inputMode,
  rows = 3,
  accept,
  hint,
  placeholder: givenExample,
}: FormFieldProps) {
  const id = useId();
  const labelsShown = useLabelsShown();
  // A select has no placeholder; a text box shows only what editors gave it ('Form wording').
  const example = !usePlaceholdersShown()
    ? undefined
    : as === 'input'
      ? (givenExample ?? fieldExamples[type])
      : as === 'textarea'
        ? givenExample
        : undefined;
  // A label hidden on screen (settings) is still the field's name; the placeholder shows it.
  const placeholder =
    labelsShown || as === 'select' || type === 'file'
      ? example
      : `${label}${example ? ` (${example})` : ''}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    required,
    placeholder,
    ...registration,
  };
  const control = `${as === 'select' ? 'form-select' : 'form-control'}${error ? ' is-invalid' : ''}`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className={labelsShown ? 'form-label' : 'visually-hidden'}>
        {label}
        {required && marker === 'asterisk' && (
          <span className="text-danger" aria-hidden="true">
            {' *'}
          </span>
        )}
        {!required && marker === 'optional' && (
          <span className="text-body-secondary"> (optional)</span>
        )}
      </label>
      {hint && (
        <div id={hintId} className="form-text mt-0 mb-1">
          {hint}
        </div>
      )}
      {as === 'textarea' && <textarea rows={rows} className={control} {...common} />}
      {as === 'select' && (
        <select className={control} {...common}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      {as === 'input' && (
        <input
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          accept={accept}
          className={control}
          {...common}
        />
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

/** The line that explains the asterisks, at the top of a form that uses them. */
export function RequiredNote() {
  return (
    <p className="small text-body-secondary">
      Fields marked <span className="text-danger">*</span> are required.
    </p>
  );
}
