import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CalendarDay, UnavailableReason } from '../../booking-api.types';
import type { BookingApi } from '../../client/booking-api';
import { useAvailabilityCalendar } from '../../hooks/use-availability-calendar';
import { DatePicker } from './date-picker';
import type { DayAvailability } from './date-range';

// Friday 27 March 2026. The restaurant is full on Saturday 28 and closed on Monday 30.
const today = '2026-03-27';

function Harness({ availability }: { availability: DayAvailability }) {
  const [value, setValue] = useState<string | null>(null);
  return <DatePicker value={value} today={today} onChange={setValue} availability={availability} />;
}

const availabilityOf = (
  days: Record<string, UnavailableReason>,
  firstWithTable?: string,
  onMonthShown = jest.fn(),
): DayAvailability => ({
  unavailable: new Map(Object.entries(days)),
  firstWithTable,
  onMonthShown,
});

const grid = () => screen.getByRole('grid');
const day = (name: string) => within(grid()).getByRole('gridcell', { name });

describe('DatePicker with the restaurant availability calendar', () => {
  const marked = availabilityOf({ '2026-03-28': 'full', '2026-03-30': 'closed' }, '2026-03-27');

  it('marks full and closed days as unavailable, with the reason in words', () => {
    render(<Harness availability={marked} />);
    const full = day('Saturday 28 March 2026, Fully booked');
    expect(full).toHaveAttribute('aria-disabled', 'true');
    expect(full).toHaveTextContent('Full'); // seen, not only heard
    const closed = day('Monday 30 March 2026, Closed');
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    expect(closed).toHaveTextContent('Closed');
    expect(day('Sunday 29 March 2026')).not.toHaveAttribute('aria-disabled');
  });

  it('refuses a full day clicked or chosen with the keyboard, saying why', async () => {
    const user = userEvent.setup();
    render(<Harness availability={marked} />);
    await user.click(day('Saturday 28 March 2026, Fully booked'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We're fully booked on Saturday 28 March 2026. Choose another date.",
    );
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('');
    await user.click(day('Sunday 29 March 2026'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('29/03/2026');
  });

  it('refuses a closed day typed in the box, and keeps the date unchosen', async () => {
    const onChange = jest.fn();
    function Typed() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <DatePicker
          value={value}
          today={today}
          availability={marked}
          onChange={(date) => {
            setValue(date);
            onChange(date);
          }}
        />
      );
    }
    render(<Typed />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    await userEvent.type(input, '30/03/2026');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The restaurant is closed on Monday 30 March 2026. Choose another date.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalledWith('2026-03-30');
  });

  it('opens on the first day with a table, and says which month it shows', async () => {
    const onMonthShown = jest.fn();
    const { rerender } = render(
      <Harness availability={availabilityOf({}, undefined, onMonthShown)} />,
    );
    expect(onMonthShown).toHaveBeenLastCalledWith('2026-03');
    // The rest of March is full: the calendar's answer moves the month to 2 April.
    const full = Object.fromEntries(
      ['27', '28', '29', '30', '31'].map((d) => [`2026-03-${d}`, 'full' as const]),
    );
    rerender(<Harness availability={availabilityOf(full, '2026-04-02', onMonthShown)} />);
    expect(grid()).toHaveAccessibleName('April 2026');
    expect(day('Thursday 2 April 2026')).toHaveAttribute('tabindex', '0');
    expect(onMonthShown).toHaveBeenLastCalledWith('2026-04');
  });
});

describe('useAvailabilityCalendar', () => {
  const month = (from: string, length: number, status: (date: string) => CalendarDay) =>
    Array.from({ length }, (_, i) => status(`${from}-${String(i + 1).padStart(2, '0')}`));

  it("asks for today's month, and the next when it has no table, for the party at the restaurant", async () => {
    const getCalendar = jest.fn(async (_storeId: string, query: { month: string }) =>
      query.month === '2026-03'
        ? month('2026-03', 31, (date) => ({ date, status: 'unavailable', reason: 'full' }))
        : month('2026-04', 30, (date) => ({ date, status: 'bookable' })),
    );
    const api = { getCalendar } as unknown as BookingApi;
    const { result } = renderHook(() =>
      useAvailabilityCalendar(api, { storeId: '1001', adults: 2, children: 1 }, today),
    );
    await waitFor(() => expect(result.current.firstWithTable).toBe('2026-04-01'));
    expect(getCalendar).toHaveBeenCalledWith('1001', {
      adults: 2,
      children: 1,
      occasionId: undefined,
      month: '2026-03',
    });
    expect(result.current.unavailable.get('2026-03-28')).toBe('full');
    // Days before today are the picker's own (past): never marked from the calendar.
    expect(result.current.unavailable.has('2026-03-26')).toBe(false);
    act(() => result.current.onMonthShown('2026-05'));
    await waitFor(() =>
      expect(getCalendar).toHaveBeenCalledWith(
        '1001',
        expect.objectContaining({ month: '2026-05' }),
      ),
    );
  });

  it('asks nothing before a restaurant is chosen, and marks nothing when the calendar fails', async () => {
    const getCalendar = jest.fn(async () => {
      throw new Error('offline');
    });
    const api = { getCalendar } as unknown as BookingApi;
    const { result, rerender } = renderHook(
      ({ storeId }: { storeId?: string }) =>
        useAvailabilityCalendar(api, { storeId, adults: 2, children: 0 }, today),
      { initialProps: {} },
    );
    expect(getCalendar).not.toHaveBeenCalled();
    rerender({ storeId: '1001' });
    await waitFor(() => expect(getCalendar).toHaveBeenCalled());
    expect(result.current.unavailable.size).toBe(0);
    expect(result.current.firstWithTable).toBeUndefined();
  });
});
