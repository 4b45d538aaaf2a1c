import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { longDate } from '@/lib/clock';
import { Icon } from '@/lib/ui';
import { dateMessages } from './date-messages';
import styles from './date-picker.module.scss';
import { clampToRange, dateProblem, type DateRange } from './date-range';
import {
  dateAfterKey,
  monthCaption,
  monthOf,
  monthWeeks,
  shiftMonths,
  weekdays,
} from './month-grid';

interface CalendarGridProps {
  /** The chosen date, YYYY-MM-DD. */
  value: string | null;
  /** From today in London to the booking horizon: other dates are disabled. */
  range: DateRange;
  onSelect: (date: string) => void;
  /** A disabled date was clicked: the picker says why it cannot be chosen. */
  onRefuse: (date: string) => void;
  disabled?: boolean;
  /** Where the month opens when no date is chosen yet: the first day with a table. */
  startDate?: string;
  /** The month shown changed (YYYY-MM): the restaurant's days of it are asked for. */
  onMonthShown?: (month: string) => void;
}

/**
 * A month of days as a WAI-ARIA grid (APG "Date Picker Dialog", shown inline): one day is the tab
 * stop (roving tabindex), the keys move it, Enter or Space chooses it, and the month's caption is
 * a live region so a screen reader hears the month change.
 */
export function CalendarGrid({
  value,
  range,
  onSelect,
  onRefuse,
  disabled,
  startDate,
  onMonthShown,
}: CalendarGridProps) {
  const captionId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focusDate, setFocusDate] = useState(() => clampToRange(value ?? range.first, range));
  // Only a key press moves the browser's focus; a month button keeps it where it is.
  const moveFocus = useRef(false);

  // A date typed in the text box moves the calendar to it (adjusting state while rendering).
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value) setFocusDate(clampToRange(value, range));
  }

  // Once the first day with a table is known, an unchosen month opens there (not on a full day).
  const [shownStart, setShownStart] = useState(startDate);
  if (startDate !== shownStart) {
    setShownStart(startDate);
    if (startDate && !value) setFocusDate(clampToRange(startDate, range));
  }

  const shownMonth = monthOf(focusDate);
  useEffect(() => onMonthShown?.(shownMonth), [shownMonth, onMonthShown]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  const choose = (date: string) => {
    if (disabled) return;
    if (dateProblem(date, range)) return onRefuse(date);
    setFocusDate(date);
    onSelect(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focusDate);
      return;
    }
    const next = dateAfterKey(focusDate, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusDate(clampToRange(next, range));
  };

  const showMonth = (months: number) =>
    setFocusDate(clampToRange(shiftMonths(focusDate, months), range));
  const atFirstMonth = monthOf(focusDate) <= monthOf(range.first);
  const atLastMonth = range.last !== undefined && monthOf(focusDate) >= monthOf(range.last);

  return (
    <div className={styles.calendar}>
      <div className={styles.monthBar}>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => showMonth(-1)}
          disabled={disabled || atFirstMonth}
        >
          <Icon name="chevron-left" label="Previous month" />
        </button>
        <div id={captionId} className={styles.caption} aria-live="polite">
          {monthCaption(focusDate)}
        </div>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => showMonth(1)}
          disabled={disabled || atLastMonth}
        >
          <Icon name="chevron-right" label="Next month" />
        </button>
      </div>
      <table
        role="grid"
        aria-labelledby={captionId}
        className={styles.grid}
        ref={gridRef}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map(([short, long]) => (
              <th key={long} scope="col">
                <span aria-hidden="true">{short}</span>
                <span className="visually-hidden">{long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focusDate).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => {
                if (date === null) return <td key={column} role="gridcell" />;
                const reason = date >= range.first ? range.unavailable?.get(date) : undefined;
                return (
                  <td
                    key={date}
                    role="gridcell"
                    data-date={date}
                    tabIndex={!disabled && date === focusDate ? 0 : -1}
                    aria-selected={date === value}
                    aria-disabled={disabled || dateProblem(date, range) !== null || undefined}
                    aria-current={date === range.first ? 'date' : undefined}
                    className={styles.day}
                    onClick={() => choose(date)}
                  >
                    <span aria-hidden="true">{Number(date.slice(8))}</span>
                    <span className="visually-hidden">
                      {longDate(date)}
                      {reason && `, ${dateMessages.dayLabel[reason]}`}
                    </span>
                    {/* A reason without a short word (today's last table gone) adds no
                        empty line: the day keeps its row's height. */}
                    {reason && dateMessages.dayMark[reason] && (
                      <span aria-hidden="true" className={styles.dayMark}>
                        {dateMessages.dayMark[reason]}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
