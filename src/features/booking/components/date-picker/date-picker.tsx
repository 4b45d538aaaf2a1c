import { useId } from 'react';
import { CalendarGrid } from './calendar-grid';
import styles from './date-picker.module.scss';
import { DateTextInput } from './date-text-input';

interface DatePickerProps {
  /** The chosen London date, YYYY-MM-DD, or null before one is chosen. */
  value: string | null;
  /** Today's London date, YYYY-MM-DD: earlier dates cannot be chosen. Given, so tests pin it. */
  today: string;
  onChange: (date: string) => void;
  label?: string;
  disabled?: boolean;
}

/**
 * The booking date (spec 1 §2 step 2): a dd/MM/yyyy box and an inline month, Monday first, with past
 * dates disabled. Either can choose the date; the month works with the keyboard alone.
 */
export function DatePicker({ value, today, onChange, label = 'Date', disabled }: DatePickerProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className={styles.datePicker}>
      <label htmlFor={inputId} className="form-label fw-bold">
        {label}
      </label>
      <DateTextInput
        id={inputId}
        hintId={hintId}
        value={value}
        today={today}
        onChange={onChange}
        disabled={disabled}
      />
      <p id={hintId} className="form-text mt-1 mb-2">
        Type the date as dd/mm/yyyy or choose it in the calendar.
      </p>
      <CalendarGrid value={value} today={today} onSelect={onChange} disabled={disabled} />
    </div>
  );
}
