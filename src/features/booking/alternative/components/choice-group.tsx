import { useId, type ReactNode } from 'react';

/** One choice of a group: what is sent, and what the diner reads. */
export interface Choice {
  value: string;
  label: string;
  description?: ReactNode;
}

interface ChoiceGroupProps {
  legend: string;
  /** What to do, under the legend (read out with it): 'Choose a time for your table.' */
  hint?: string;
  choices: Choice[];
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Short choices (times) sit side by side as buttons; longer ones (menus) stack. */
  variant?: 'stacked' | 'buttons';
}

/**
 * A set of radio buttons under a legend: one choice at a time, arrow keys move between them,
 * and each reads its label as a person sees it.
 */
export function ChoiceGroup({
  legend,
  hint,
  choices,
  value,
  onChange,
  disabled,
  variant = 'stacked',
}: ChoiceGroupProps) {
  const name = useId();
  return (
    <fieldset
      className="mb-3"
      disabled={disabled}
      aria-describedby={hint ? `${name}-hint` : undefined}
    >
      <legend className="form-label fw-bold fs-6">{legend}</legend>
      {hint && (
        <p id={`${name}-hint`} className="form-text mt-0 mb-2">
          {hint}
        </p>
      )}
      <div className={variant === 'buttons' ? 'd-flex flex-wrap gap-2' : undefined}>
        {choices.map((choice, index) => {
          // Ids are numbered: a value (a menu id) may hold characters an id cannot.
          const id = `${name}-${index}`;
          const checked = choice.value === value;
          return variant === 'buttons' ? (
            <div key={choice.value}>
              <input
                type="radio"
                className="btn-check"
                id={id}
                name={name}
                checked={checked}
                onChange={() => onChange(choice.value)}
              />
              <label className="btn btn-outline-primary" htmlFor={id}>
                {choice.label}
              </label>
            </div>
          ) : (
            <div key={choice.value} className="form-check mb-2">
              <input
                type="radio"
                className="form-check-input"
                id={id}
                name={name}
                checked={checked}
                aria-describedby={choice.description ? `${id}-description` : undefined}
                onChange={() => onChange(choice.value)}
              />
              <label className="form-check-label fw-semibold" htmlFor={id}>
                {choice.label}
              </label>
              {choice.description && (
                <div id={`${id}-description`} className="form-text mt-0">
                  {choice.description}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
