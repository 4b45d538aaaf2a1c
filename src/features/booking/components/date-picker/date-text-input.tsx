import { useState } from 'react';
import { formatBookingDate, parseDisplayDate } from '../../utils/booking-dates';

interface DateTextInputProps {
  id: string;
  hintId: string;
  value: string | null;
  today: string;
  onChange: (date: string) => void;
  disabled?: boolean;
}

/**
 * The chosen date as dd/MM/yyyy, which can also be typed: a whole, real, not-past date is chosen
 * as soon as it is complete; anything else is put back to the chosen date when the box is left.
 */
export function DateTextInput({
  id,
  hintId,
  value,
  today,
  onChange,
  disabled,
}: DateTextInputProps) {
  const shown = value ? formatBookingDate(value) : '';
  const [draft, setDraft] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setDraft(shown);
  }

  const typed = parseDisplayDate(draft);
  const invalid = draft !== shown && draft.trim() !== '' && (!typed || typed < today);

  return (
    <input
      id={id}
      type="text"
      className={`form-control${invalid ? ' is-invalid' : ''}`}
      placeholder="dd/mm/yyyy"
      autoComplete="off"
      aria-describedby={hintId}
      aria-invalid={invalid || undefined}
      value={draft}
      disabled={disabled}
      onChange={(event) => {
        setDraft(event.target.value);
        const date = parseDisplayDate(event.target.value);
        if (date && date >= today && date !== value) onChange(date);
      }}
      onBlur={() => setDraft(shown)}
    />
  );
}
