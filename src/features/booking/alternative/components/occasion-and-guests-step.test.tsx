import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { christmasParty, dinner } from '../testing/fixtures';
import { OccasionAndGuestsStep } from './occasion-and-guests-step';

function renderStep(overrides: Partial<Parameters<typeof OccasionAndGuestsStep>[0]> = {}) {
  const props = {
    occasions: [dinner, christmasParty],
    selectedOccasionId: 'dinner',
    adultCovers: 2,
    childCovers: 0,
    adultLimits: { min: 2, max: 30 },
    childLimits: { min: 0, max: 28 },
    restrictions: { minCovers: 2, maxCovers: 30 },
    onSelectOccasion: jest.fn(),
    onAdultsChange: jest.fn(),
    onChildrenChange: jest.fn(),
    ...overrides,
  };
  render(<OccasionAndGuestsStep {...props} />);
  return props;
}

const optionValues = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('OccasionAndGuestsStep', () => {
  it('shows the occasions with the chosen one checked, and the guests within its limits', () => {
    renderStep();
    expect(screen.getByRole('heading', { name: 'Occasion and guests' })).toBeInTheDocument();
    const occasions = screen.getByRole('group', { name: 'Occasion' });
    expect(within(occasions).getByRole('radio', { name: 'Dinner' })).toBeChecked();
    expect(within(occasions).getByRole('radio', { name: 'Christmas party' })).not.toBeChecked();
    expect(screen.getByText('This occasion takes 2 to 30 guests.')).toBeInTheDocument();
    const adults = screen.getByRole('combobox', { name: 'Adults' });
    expect(adults).toHaveValue('2');
    expect(optionValues(adults)).toHaveLength(29);
    expect(optionValues(adults)[0]).toBe('2');
    expect(optionValues(adults).at(-1)).toBe('30');
    expect(optionValues(screen.getByRole('combobox', { name: 'Children' }))).toHaveLength(29);
  });

  it('tells the container what the diner chose', async () => {
    const props = renderStep();
    await userEvent.click(screen.getByRole('radio', { name: 'Christmas party' }));
    expect(props.onSelectOccasion).toHaveBeenCalledWith('christmas');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Adults' }), '6');
    expect(props.onAdultsChange).toHaveBeenCalledWith(6);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Children' }), '3');
    expect(props.onChildrenChange).toHaveBeenCalledWith(3);
  });

  it('asks for guests only once there is an occasion', () => {
    renderStep({ selectedOccasionId: null });
    expect(screen.queryByRole('combobox', { name: 'Adults' })).not.toBeInTheDocument();
  });
});
