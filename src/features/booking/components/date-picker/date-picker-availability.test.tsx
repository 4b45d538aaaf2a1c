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

  it('adds no mark under a day whose reason has no short word, so its row keeps its height', () => {
    // Late in the evening: today's last table has gone ('past'), said to a screen reader only.
    render(<Harness availability={availabilityOf({ '2026-03-27': 'past' })} />);
    const late = day('Friday 27 March 2026, No tables left today');
    expect(late).toHaveAttribute('aria-disabled', 'true');
    expect(late.querySelectorAll('span[aria-hidden="true"]')).toHaveLength(1); // the number only
    expect(day('Saturday 28 March 2026').querySelectorAll('span[aria-hidden="true"]')).toHaveLength(
      1,
    );
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

  it('tells the journey of a day the calendar refused, clicked or typed, and when another is chosen', async () => {
    const user = userEvent.setup();
    const onRefusedDay = jest.fn();
    render(<Harness availability={{ ...marked, onRefusedDay }} />);
    await user.click(day('Saturday 28 March 2026, Fully booked'));
    expect(onRefusedDay).toHaveBeenLastCalledWith({ date: '2026-03-28', reason: 'full' });
    await user.click(day('Sunday 29 March 2026'));
    expect(onRefusedDay).toHaveBeenLastCalledWith(null);
    await user.click(day('Monday 30 March 2026, Closed'));
    expect(onRefusedDay).toHaveBeenLastCalledWith({ date: '2026-03-30', reason: 'closed' });
    const input = screen.getByRole('textbox', { name: 'Date' });
    await user.clear(input);
    await user.type(input, '28/03/2026');
    expect(onRefusedDay).toHaveBeenLastCalledWith({ date: '2026-03-28', reason: 'full' });
    // A refusal of the picker's own (a past date) is none of the calendar's.
    await user.clear(input);
    await user.type(input, '20/03/2026');
    expect(onRefusedDay).toHaveBeenLastCalledWith(null);
  });

  it('refuses a date typed before its month was known, once the calendar says it is full', async () => {
    const onChange = jest.fn();
    const onRefusedDay = jest.fn();
    function Typed({ availability }: { availability: DayAvailability }) {
      const [value, setValue] = useState<string | null>(null);
      return (
        <DatePicker
          value={value}
          today={today}
          availability={availability}
          onChange={(date) => {
            setValue(date);
            onChange(date);
          }}
        />
      );
    }
    const { rerender } = render(<Typed availability={availabilityOf({})} />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    await userEvent.type(input, '17/04/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-04-17');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // April's days arrive: the 17th is full.
    rerender(
      <Typed availability={{ ...availabilityOf({ '2026-04-17': 'full' }), onRefusedDay }} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We're fully booked on Friday 17 April 2026. Choose another date.",
    );
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onRefusedDay).toHaveBeenLastCalledWith({ date: '2026-04-17', reason: 'full' });
    expect(input).toHaveValue('17/04/2026');
    expect(input).toHaveAttribute('aria-invalid', 'true');
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

  it('keeps a full day asked for while it is full for the party, until another is chosen', async () => {
    const getCalendar = jest.fn(
      async (_storeId: string, query: { adults: number; month: string }) =>
        month(query.month, 30, (date) =>
          date === '2026-03-28' && query.adults === 4
            ? { date, status: 'unavailable', reason: 'full' }
            : { date, status: 'bookable' },
        ),
    );
    const api = { getCalendar } as unknown as BookingApi;
    const { result, rerender } = renderHook(
      ({ adults }: { adults: number }) =>
        useAvailabilityCalendar(api, { storeId: '1001', adults, children: 0 }, today),
      { initialProps: { adults: 4 } },
    );
    await waitFor(() => expect(result.current.unavailable.get('2026-03-28')).toBe('full'));
    const full = { date: '2026-03-28', reason: 'full' as const };
    act(() => result.current.onRefusedDay?.(full));
    expect(result.current.refusedDay).toEqual(full);
    // Two fit that day: there is nothing to wait for.
    rerender({ adults: 2 });
    await waitFor(() => expect(result.current.firstWithTable).toBe('2026-03-27'));
    expect(result.current.refusedDay).toBeNull();
    act(() => result.current.onRefusedDay?.(null));
    rerender({ adults: 4 });
    await waitFor(() => expect(result.current.unavailable.get('2026-03-28')).toBe('full'));
    expect(result.current.refusedDay).toBeNull();
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
