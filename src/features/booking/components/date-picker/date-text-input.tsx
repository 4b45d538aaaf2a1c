import { useState } from 'react';
import { formatBookingDate } from '../../utils/booking-dates';
import { readTypedDate, type DateRange } from './date-range';

interface DateTextInputProps {
  id: string;
  /** The ids of the hint and, when there is one, the problem that describe the box. */
  describedBy: string;
  value: string | null;
  range: DateRange;
  /** The box holds a date that was refused: it is marked invalid. */
  invalid: boolean;
  /** A date chosen by typing, or null when what the box holds can no longer be booked. */
  onChange: (date: string | null) => void;
  /** Why the typed date was refused (and the date, when it is one), or null once all is well. */
  onProblem: (problem: string | null, refused?: string) => void;
  disabled?: boolean;
}

/**
 * The chosen date as dd/MM/yyyy, which can also be typed: a whole date in the range is chosen as
 * soon as it is complete. A refused one (unreal, past, beyond the horizon) stays in the box with
 * the reason, and the date is unchosen, so the diner sees what is wrong and never books a date
 * other than the one in the box. An emptied box shows the chosen date again when left.
 */
export function DateTextInput({
  id,
  describedBy,
  value,
  range,
  invalid,
  onChange,
  onProblem,
  disabled,
}: DateTextInputProps) {
  const shown = value ? formatBookingDate(value) : '';
  const [draft, setDraft] = useState(shown);
  const [lastValue, setLastValue] = useState(value);
  // A date chosen in the calendar shows here; a date unchosen because of this box keeps its text.
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== null) setDraft(shown);
  }

  const check = (text: string, finished: boolean) => {
    const typed = readTypedDate(text, range, finished);
    if ('typing' in typed) return;
    if ('problem' in typed) {
      onProblem(typed.problem, typed.refused);
      if (value !== null) onChange(null);
      return;
    }
    onProblem(null);
    if (typed.date !== value) onChange(typed.date);
  };

  return (
    <input
      id={id}
      type="text"
      className={`form-control${invalid ? ' is-invalid' : ''}`}
      placeholder="dd/mm/yyyy"
      autoComplete="off"
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      value={draft}
      disabled={disabled}
      onChange={(event) => {
        setDraft(event.target.value);
        check(event.target.value, false);
      }}
      onBlur={() => {
        if (draft.trim() === '') {
          setDraft(shown);
          onProblem(null);
        } else if (draft !== shown) check(draft, true);
      }}
    />
  );
}
