import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { pinClock } from '@/lib/clock';
import { sweepInstants } from '@/lib/clock/sweep-instants';
import { londonToday } from '../../utils/london-today';
import { DatePicker } from './date-picker';

// Friday 27 March 2026, two days before the clocks go forward.
const today = '2026-03-27';

function Harness({
  initial = null,
  onChange = () => {},
}: {
  initial?: string | null;
  onChange?: (date: string) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DatePicker
      value={value}
      today={today}
      onChange={(date) => {
        setValue(date);
        onChange(date);
      }}
    />
  );
}

const grid = () => screen.getByRole('grid');
const day = (name: string) => within(grid()).getByRole('gridcell', { name });

describe('DatePicker', () => {
  it('shows the month, Monday first, with past dates disabled and today marked', () => {
    render(<Harness />);
    expect(grid()).toHaveAccessibleName('March 2026');
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers[0]).toBe('MoMonday');
    expect(headers[6]).toBe('SuSunday');
    expect(day('Thursday 26 March 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Friday 27 March 2026')).toHaveAttribute('aria-current', 'date');
    expect(day('Friday 27 March 2026')).not.toHaveAttribute('aria-disabled');
    // 1 March 2026 is a Sunday: the first row is six empty days and then the 1st.
    const firstRow = within(grid()).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '', '', '', '', '', '1Sunday 1 March 2026']);
  });

  it('chooses a date by click, ignoring past dates, and shows it as dd/MM/yyyy', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(day('Thursday 26 March 2026'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(day('Sunday 29 March 2026'));
    expect(onChange).toHaveBeenCalledWith('2026-03-29');
    expect(day('Sunday 29 March 2026')).toHaveAttribute('aria-selected', 'true');
    expect(day('Saturday 28 March 2026')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('29/03/2026');
  });

  it('has one tab stop in the grid, on the chosen date', async () => {
    render(<Harness initial="2026-04-02" />);
    expect(grid()).toHaveAccessibleName('April 2026');
    const focusable = within(grid())
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('tabindex') === '0');
    expect(focusable).toEqual([day('Thursday 2 April 2026')]);
  });

  it('moves by day, week, week ends and month with the keyboard, and chooses with Enter or Space', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Date' }));
    await user.tab(); // the previous-month button is disabled in the first month
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await user.tab();
    expect(day('Friday 27 March 2026')).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(day('Friday 27 March 2026')).toHaveFocus(); // the past cannot be reached
    await user.keyboard('{ArrowRight}');
    expect(day('Saturday 28 March 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(grid()).toHaveAccessibleName('April 2026');
    expect(day('Saturday 4 April 2026')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(day('Saturday 28 March 2026')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('Sunday 29 March 2026')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('Monday 23 March 2026')).not.toHaveFocus(); // in the past: held at today
    expect(day('Friday 27 March 2026')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(day('Monday 27 April 2026')).toHaveFocus();
    expect(screen.getByText('April 2026')).toHaveAttribute('aria-live', 'polite');
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(day('Tuesday 27 April 2027')).toHaveFocus();
    await user.keyboard('{Shift>}{PageUp}{/Shift}{PageUp}');
    expect(day('Friday 27 March 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-28');
    await user.keyboard('{ArrowRight}[Space]');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-29');
    expect(day('Sunday 29 March 2026')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('29/03/2026');
  });

  it('pages months with its buttons, never before the current month', async () => {
    render(<Harness />);
    const previous = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(grid()).toHaveAccessibleName('April 2026');
    expect(next).toHaveFocus();
    expect(previous).toBeEnabled();
    await userEvent.click(previous);
    expect(grid()).toHaveAccessibleName('March 2026');
  });

  it('chooses a typed dd/mm/yyyy date, but not a past or unreal one', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(input).toHaveAccessibleDescription(/dd\/mm\/yyyy/);
    await userEvent.type(input, '20/03/2026');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '31/02/2027');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '14/05/2026');
    expect(onChange).toHaveBeenCalledWith('2026-05-14');
    expect(grid()).toHaveAccessibleName('May 2026');
    expect(day('Thursday 14 May 2026')).toHaveAttribute('aria-selected', 'true');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input).toHaveValue('14/05/2026');
  });
});

describe('DatePicker through the clock sweep: today is the London date', () => {
  const todayAt: Record<string, string> = {
    '2026-12-05': 'Saturday 5 December 2026',
    '2026-12-06': 'Sunday 6 December 2026',
    '2027-03-28': 'Sunday 28 March 2027',
    '2027-10-31': 'Sunday 31 October 2027',
    '2026-12-24': 'Thursday 24 December 2026',
    '2026-12-31': 'Thursday 31 December 2026',
    '2027-01-01': 'Friday 1 January 2027',
  };

  it.each(sweepInstants)('$label', ({ instant }) => {
    const restore = pinClock(instant);
    try {
      const londonDay = londonToday();
      render(<DatePicker value={null} today={londonDay} onChange={() => {}} />);
      const todayCell = within(grid()).getByRole('gridcell', { current: 'date' });
      expect(todayCell).toHaveAccessibleName(todayAt[londonDay]!);
      expect(todayCell).not.toHaveAttribute('aria-disabled');
      // Every earlier day of the month shown is in the past, every later one bookable.
      const cells = within(grid())
        .getAllByRole('gridcell')
        .filter((cell) => cell.textContent);
      const index = cells.indexOf(todayCell);
      cells.forEach((cell, i) =>
        i < index
          ? expect(cell).toHaveAttribute('aria-disabled', 'true')
          : expect(cell).not.toHaveAttribute('aria-disabled'),
      );
    } finally {
      restore();
    }
  });
});
