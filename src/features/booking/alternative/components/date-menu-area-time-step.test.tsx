import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { areas, menus, slots } from '../testing/fixtures';
import { DateMenuAreaTimeStep } from './date-menu-area-time-step';

type Props = Parameters<typeof DateMenuAreaTimeStep>[0];

function props(overrides: Partial<Props> = {}): Props {
  return {
    today: '2026-03-27',
    date: '2026-03-27',
    menus,
    selectedMenuId: 'a-la-carte',
    areas,
    selectedAreaId: 'restaurant',
    slots: slots('18:00', '18:30'),
    selectedTime: '18:00',
    disabled: false,
    onDateChange: jest.fn(),
    onMenuChange: jest.fn(),
    onAreaChange: jest.fn(),
    onSlotChange: jest.fn(),
    ...overrides,
  };
}

describe('DateMenuAreaTimeStep', () => {
  it('shows the date, the menus with their descriptions, the areas and the times', () => {
    render(<DateMenuAreaTimeStep {...props()} />);
    expect(screen.getByRole('heading', { name: 'Date, menu, area and time' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('27/03/2026');
    const menu = screen.getByRole('radio', { name: 'A la carte' });
    expect(menu).toBeChecked();
    expect(menu).toHaveAccessibleDescription('Our a la carte.');
    const area = within(screen.getByRole('group', { name: 'Area' }));
    expect(area.getByRole('radio', { name: 'Main restaurant' })).toBeChecked();
    const time = within(screen.getByRole('group', { name: 'Time' }));
    expect(time.getByRole('radio', { name: '18:00' })).toBeChecked();
    expect(time.getByRole('radio', { name: '18:30' })).not.toBeChecked();
  });

  it('tells the container what the diner chose', async () => {
    const step = props();
    render(<DateMenuAreaTimeStep {...step} />);
    await userEvent.click(screen.getByRole('gridcell', { name: 'Sunday 29 March 2026' }));
    expect(step.onDateChange).toHaveBeenCalledWith('2026-03-29');
    await userEvent.click(screen.getByRole('radio', { name: 'Set menu' }));
    expect(step.onMenuChange).toHaveBeenCalledWith('set-menu');
    await userEvent.click(screen.getByRole('radio', { name: 'Terrace' }));
    expect(step.onAreaChange).toHaveBeenCalledWith('terrace');
    await userEvent.click(screen.getByRole('radio', { name: '18:30' }));
    expect(step.onSlotChange).toHaveBeenCalledWith('18:30');
  });

  it('leaves out the areas and times when there are none', () => {
    render(<DateMenuAreaTimeStep {...props({ areas: [], slots: [], selectedTime: null })} />);
    expect(screen.queryByRole('group', { name: 'Area' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Time' })).not.toBeInTheDocument();
  });

  it('disables its controls while loading, then gives the diner their focus back', () => {
    const { rerender } = render(<DateMenuAreaTimeStep {...props()} />);
    const setMenu = screen.getByRole('radio', { name: 'Set menu' });
    setMenu.focus();
    rerender(<DateMenuAreaTimeStep {...props({ disabled: true })} />);
    expect(setMenu).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Date' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Terrace' })).toBeDisabled();
    // A browser takes focus away from a control that becomes disabled.
    setMenu.blur();
    rerender(<DateMenuAreaTimeStep {...props({ disabled: false })} />);
    expect(setMenu).toBeEnabled();
    expect(setMenu).toHaveFocus();
  });
});
