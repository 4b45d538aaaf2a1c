import { useEffect, useId, useState } from 'react';
import { CalendarGrid } from './calendar-grid';
import { dateMessages } from './date-messages';
import styles from './date-picker.module.scss';
import { dateProblem, refusedDayOf, type DateRange, type DayAvailability } from './date-range';
import { DateTextInput } from './date-text-input';

interface DatePickerProps {
  /** The chosen London date, YYYY-MM-DD, or null before one is chosen. */
  value: string | null;
  /** Today's London date, YYYY-MM-DD: earlier dates cannot be chosen. Given, so tests pin it. */
  today: string;
  /** The last bookable London date (the booking horizon); later dates cannot be chosen. */
  lastDate?: string;
  /** A date chosen, or null when the date typed cannot be booked (the box says why). */
  onChange: (date: string | null) => void;
  label?: string;
  disabled?: boolean;
  /** The restaurant's days for the party: those without a table are marked and refused. */
  availability?: DayAvailability;
}

/** Why a date was refused, and whether it was typed (the box is then marked invalid). */
interface Problem {
  message: string;
  typed: boolean;
  /** The chosen date it refused once the calendar knew better (so it is refused once). */
  date?: string;
}

/**
 * The booking date (spec 1 §2 step 2): a dd/MM/yyyy box and an inline month, Monday first, with
 * past dates and dates beyond the booking horizon disabled. Either can choose the date; the month
 * works with the keyboard alone. The hint says how far ahead tables can be booked, and a date that
 * cannot be chosen, typed or clicked, is answered with the reason. Given the restaurant's
 * availability calendar, days without a table for the party are marked with why (read out, and
 * shortened under the number, never by colour alone) and refused the same way, and the month
 * opens on the first day with a table.
 */
export function DatePicker({
  value,
  today,
  lastDate,
  onChange,
  label = 'Date',
  disabled,
  availability,
}: DatePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const [problem, setProblem] = useState<Problem | null>(null);
  const range: DateRange = { first: today, last: lastDate, unavailable: availability?.unavailable };
  /** Shows why a date was refused (or clears it), and tells the journey of a day refused. */
  const report = (next: Problem | null, refused?: string) => {
    setProblem(next);
    availability?.onRefusedDay?.(next ? refusedDayOf(refused, range) : null);
  };

  // A date typed before its month's calendar arrived, which then turns out to have no table, is
  // refused as it would have been had the calendar come first: the reason shows at once (state
  // that follows the props, set while rendering), and the journey is told after the render.
  const lateReason = value === null ? undefined : availability?.unavailable.get(value);
  if (lateReason && value !== null && problem?.date !== value) {
    setProblem({ message: dateMessages.noTable(lateReason, value), typed: true, date: value });
  }
  useEffect(() => {
    if (!lateReason || value === null) return;
    availability?.onRefusedDay?.({ date: value, reason: lateReason });
    onChange(null);
  }, [lateReason, value, availability, onChange]);

  return (
    <div className={styles.datePicker}>
      <label htmlFor={inputId} className="form-label fw-bold">
        {label}
      </label>
      <DateTextInput
        id={inputId}
        describedBy={problem ? `${problemId} ${hintId}` : hintId}
        value={value}
        range={range}
        invalid={problem?.typed ?? false}
        onChange={onChange}
        onProblem={(message, refused) => report(message ? { message, typed: true } : null, refused)}
        disabled={disabled}
      />
      {problem && (
        <p id={problemId} role="alert" className={styles.problem}>
          {problem.message}
        </p>
      )}
      <p id={hintId} className="form-text mt-1 mb-2">
        {dateMessages.hint}
        {lastDate && ` ${dateMessages.bookableUntil(lastDate)}`}
      </p>
      <CalendarGrid
        value={value}
        range={range}
        onSelect={(date) => {
          report(null);
          onChange(date);
        }}
        onRefuse={(date) => {
          const message = dateProblem(date, range);
          if (message) report({ message, typed: false }, date);
        }}
        disabled={disabled}
        startDate={availability?.firstWithTable}
        onMonthShown={availability?.onMonthShown}
      />
    </div>
  );
}
