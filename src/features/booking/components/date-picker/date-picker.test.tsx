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
  lastDate,
  onChange = () => {},
}: {
  initial?: string | null;
  lastDate?: string;
  onChange?: (date: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DatePicker
      value={value}
      today={today}
      lastDate={lastDate}
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

  it('chooses a typed dd/mm/yyyy date, and an emptied box shows it again when left', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(input).toHaveAccessibleDescription(/dd\/mm\/yyyy/);
    await userEvent.type(input, '14/05/2026');
    expect(onChange).toHaveBeenCalledWith('2026-05-14');
    expect(grid()).toHaveAccessibleName('May 2026');
    expect(day('Thursday 14 May 2026')).toHaveAttribute('aria-selected', 'true');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input).toHaveValue('14/05/2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // Issue: typed past or impossible dates reverted silently.
  it.each([
    ['20/03/2026', 'That date has passed. Choose today or a later date.'],
    ['31/02/2027', '31/02/2027 is not a date in the calendar.'],
    [
      '24/09/2026',
      'We take bookings up to Wednesday 23 September 2026. Choose that date or an earlier one.',
    ],
  ])(
    'says why a typed %s cannot be chosen, keeps it in the box, and unchooses the date',
    async (typed, reason) => {
      const onChange = jest.fn();
      render(<Harness initial="2026-04-02" lastDate="2026-09-23" onChange={onChange} />);
      const input = screen.getByRole('textbox', { name: 'Date' });
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      expect(screen.getByRole('alert')).toHaveTextContent(reason);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(reason));
      expect(onChange).toHaveBeenLastCalledWith(null);
      await userEvent.tab();
      expect(input).toHaveValue(typed);
      expect(screen.getByRole('alert')).toHaveTextContent(reason);
      // A date that can be booked puts it right.
      await userEvent.clear(input);
      await userEvent.type(input, '03/04/2026');
      expect(onChange).toHaveBeenLastCalledWith('2026-04-03');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(input).not.toHaveAttribute('aria-invalid');
    },
  );

  it('says how to type a date that is not one, once the diner leaves the box', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    await userEvent.type(input, '12/4');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Type the date as dd/mm/yyyy: day, month, then the year in full.',
    );
    expect(input).toHaveValue('12/4');
  });

  it('shows the booking horizon, disables the days after it and the months beyond', async () => {
    render(<Harness lastDate="2026-05-13" />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(input).toHaveAccessibleDescription(
      'Type the date as dd/mm/yyyy or choose it in the calendar. Tables can be booked up to Wednesday 13 May 2026.',
    );
    const next = screen.getByRole('button', { name: 'Next month' });
    await userEvent.click(next);
    await userEvent.click(next);
    expect(grid()).toHaveAccessibleName('May 2026');
    expect(next).toBeDisabled();
    expect(day('Wednesday 13 May 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('Thursday 14 May 2026')).toHaveAttribute('aria-disabled', 'true');
    // The keys stop at the last day too.
    day('Wednesday 13 May 2026').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(day('Wednesday 13 May 2026')).toHaveFocus();
  });

  it('says why a disabled day cannot be chosen when it is clicked', async () => {
    const onChange = jest.fn();
    render(<Harness initial="2026-05-04" lastDate="2026-05-13" onChange={onChange} />);
    await userEvent.click(day('Friday 15 May 2026'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We take bookings up to Wednesday 13 May 2026. Choose that date or an earlier one.',
    );
    // The box holds the chosen date still: it is not marked invalid.
    expect(screen.getByRole('textbox', { name: 'Date' })).not.toHaveAttribute('aria-invalid');
    await userEvent.click(day('Monday 11 May 2026'));
    expect(onChange).toHaveBeenCalledWith('2026-05-11');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
