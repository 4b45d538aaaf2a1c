import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PartyStep, type PartyChoice } from './party-step';

const today = '2026-12-01';
const defaults: PartyChoice = { adults: 2, children: 0, date: null, time: '19:30' };

function Harness({
  initial = defaults,
  showChildren = true,
  busy,
  onChange = () => {},
  onCheck = () => {},
}: {
  initial?: PartyChoice;
  showChildren?: boolean;
  busy?: boolean;
  onChange?: (value: PartyChoice) => void;
  onCheck?: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <PartyStep
      value={value}
      today={today}
      showChildren={showChildren}
      busy={busy}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      onCheck={onCheck}
    />
  );
}

const options = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);
const check = () => screen.getByRole('button', { name: 'Check availability' });

describe('PartyStep', () => {
  it('offers adults 1-100, children 0-50 and a time every 15 minutes from 09:00 to 23:45', () => {
    render(<Harness />);
    const adults = options('Adults');
    expect([adults.length, adults[0], adults.at(-1)]).toEqual([100, '1', '100']);
    const children = options('Children');
    expect([children.length, children[0], children.at(-1)]).toEqual([51, '0', '50']);
    const times = options('Time');
    expect([times.length, times[0], times[1], times.at(-1)]).toEqual([
      60,
      '09:00',
      '09:15',
      '23:45',
    ]);
    expect(screen.getByRole('combobox', { name: 'Adults' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('19:30');
  });

  it('hides children when the site does not ask for them', () => {
    render(<Harness showChildren={false} />);
    expect(screen.queryByRole('combobox', { name: 'Children' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Adults' })).toBeInTheDocument();
  });

  it('reports each change with the rest of the choice kept', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Adults' }), '4');
    expect(onChange).toHaveBeenLastCalledWith({ ...defaults, adults: 4 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Children' }), '1');
    expect(onChange).toHaveBeenLastCalledWith({ ...defaults, adults: 4, children: 1 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '12:15');
    expect(onChange).toHaveBeenLastCalledWith({
      ...defaults,
      adults: 4,
      children: 1,
      time: '12:15',
    });
  });

  it('checks availability only once a date is chosen', async () => {
    const onCheck = jest.fn();
    const onChange = jest.fn();
    render(<Harness onCheck={onCheck} onChange={onChange} />);
    expect(check()).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Date' }), '05/12/2026');
    expect(onChange).toHaveBeenLastCalledWith({ ...defaults, date: '2026-12-05' });
    expect(check()).toBeEnabled();
    await userEvent.click(check());
    expect(onCheck).toHaveBeenCalledTimes(1);
  });

  it('chooses the date in the calendar with the keyboard and checks with Enter', async () => {
    const onCheck = jest.fn();
    render(<Harness onCheck={onCheck} />);
    const grid = screen.getByRole('grid');
    within(grid).getByRole('gridcell', { name: 'Tuesday 1 December 2026' }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('02/12/2026');
    await userEvent.click(screen.getByRole('textbox', { name: 'Date' }));
    await userEvent.keyboard('{Enter}');
    expect(onCheck).toHaveBeenCalledTimes(1);
  });

  it('waits while availability is being checked', () => {
    render(<Harness initial={{ ...defaults, date: '2026-12-05' }} busy />);
    expect(check()).toBeDisabled();
    expect(check()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('combobox', { name: 'Adults' })).toBeDisabled();
  });
});
