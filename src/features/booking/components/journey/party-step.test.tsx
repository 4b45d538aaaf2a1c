import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PartyStep, type OccasionChoice, type PartyChoice } from './party-step';

const today = '2026-12-01';
const defaults: PartyChoice = { adults: 2, children: 0, date: null, time: '19:30' };

function Harness({
  initial = defaults,
  showChildren = true,
  busy,
  earliestTime,
  occasions,
  onChange = () => {},
  onCheck = () => {},
}: {
  initial?: PartyChoice;
  showChildren?: boolean;
  busy?: boolean;
  earliestTime?: string;
  occasions?: OccasionChoice[];
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
      earliestTime={earliestTime}
      occasions={occasions}
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

  it('offers only times still to come when today starts later (spec 1 §9)', () => {
    render(<Harness initial={{ ...defaults, date: today, time: '20:15' }} earliestTime="20:15" />);
    const times = options('Time');
    expect([times[0], times.at(-1), times.length]).toEqual(['20:15', '23:45', 15]);
  });

  it('offers the occasion when the restaurant has an event in season, and says whom it is for', async () => {
    const onChange = jest.fn();
    const occasions: OccasionChoice[] = [
      { id: null, name: 'Table booking' },
      { id: 'christmas-party', name: 'Christmas party', guests: '8 to 60 guests' },
    ];
    render(<Harness occasions={occasions} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Occasion' });
    expect(within(group).getByRole('radio', { name: 'Table booking' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: /Christmas party/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...defaults, occasionId: 'christmas-party' });
    expect(
      within(group).getByRole('radio', { name: 'Christmas party (8 to 60 guests)' }),
    ).toBeChecked();
  });

  it('shows no occasion choice when a table is all there is', () => {
    render(<Harness occasions={[{ id: null, name: 'Table booking' }]} />);
    expect(screen.queryByRole('group', { name: 'Occasion' })).not.toBeInTheDocument();
  });

  it('tells a party of 16 to 24 it sits at neighbouring tables (MAX_TABLE_BOOKING_COVERS 15)', () => {
    const notice =
      'Parties of 16 to 24 are seated at neighbouring tables in one area of the restaurant, all in one booking.';
    const { rerender } = render(<Harness initial={{ ...defaults, adults: 15 }} />);
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    rerender(<Harness key="16" initial={{ ...defaults, adults: 14, children: 2 }} />);
    expect(screen.getByText(notice)).toBeInTheDocument();
    rerender(<Harness key="25" initial={{ ...defaults, adults: 25 }} />);
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });
});
