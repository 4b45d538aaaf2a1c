import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreAvailability } from '../../booking-api.types';
import { AvailabilityStep } from './availability-step';

function store(
  storeId: string,
  storeName: string,
  times: string[],
  extra: Partial<StoreAvailability> = {},
): StoreAvailability {
  return {
    storeId,
    storeName,
    occasionId: 'standard',
    timeSlots: times.map((time) => ({ time })),
    exactMatch: false,
    isFirstChoice: false,
    miles: null,
    isPlaceAsEnquiryEnabled: true,
    minimumCovers: 1,
    allowMultipleUpsells: false,
    ...extra,
  };
}

const trinity = store('leeds-trinity', 'Leeds Trinity', ['19:00', '19:30', '20:00'], {
  isFirstChoice: true,
  miles: 0.27,
});
const kirkstall = store('leeds-kirkstall', 'Leeds Kirkstall', ['19:15'], { miles: 3 });

const card = (name: string) => screen.getByRole('group', { name }).closest('li')!;

describe('AvailabilityStep', () => {
  it('shows a card per restaurant with its distance and times', () => {
    render(<AvailabilityStep stores={[trinity, kirkstall]} selected={null} onSelect={() => {}} />);
    const first = card('Leeds Trinity');
    expect(within(first).getByRole('heading', { name: 'Leeds Trinity' })).toBeInTheDocument();
    expect(first).toHaveTextContent('0.3 miles');
    expect(first).not.toHaveTextContent('Closest alternative');
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['19:00', '19:30', '20:00']);
    const second = card('Leeds Kirkstall');
    expect(second).toHaveTextContent('Closest alternative');
    expect(second).toHaveTextContent('3 miles');
  });

  it('leaves the distance out when it is not known', () => {
    render(
      <AvailabilityStep
        stores={[{ ...trinity, miles: null }]}
        selected={null}
        onSelect={() => {}}
      />,
    );
    expect(card('Leeds Trinity')).not.toHaveTextContent('mile');
  });

  it('chooses a time and marks the chosen one pressed', async () => {
    const onSelect = jest.fn();
    const { rerender } = render(
      <AvailabilityStep stores={[trinity, kirkstall]} selected={null} onSelect={onSelect} />,
    );
    const kirkstallTime = within(screen.getByRole('group', { name: 'Leeds Kirkstall' })).getByRole(
      'button',
      { name: '19:15' },
    );
    expect(kirkstallTime).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(kirkstallTime);
    expect(onSelect).toHaveBeenCalledWith(kirkstall, '19:15');

    rerender(
      <AvailabilityStep
        stores={[trinity, kirkstall]}
        selected={{ storeId: 'leeds-trinity', time: '19:30' }}
        onSelect={onSelect}
      />,
    );
    const pressed = screen.getAllByRole('button', { pressed: true });
    expect(pressed).toHaveLength(1);
    expect(pressed[0]).toHaveTextContent('19:30');
    expect(
      within(screen.getByRole('group', { name: 'Leeds Trinity' })).getByRole('button', {
        name: '19:30',
      }),
    ).toBe(pressed[0]);
  });

  it('offers a call when nothing suits', () => {
    render(
      <AvailabilityStep
        stores={[]}
        selected={null}
        message="We're having trouble finding something suitable, however if you call us, we'll do what we can to book you in!"
        phoneNumber="0113 496 0000"
        onSelect={() => {}}
      />,
    );
    expect(
      screen
        .getByText(
          "We're having trouble finding something suitable, however if you call us, we'll do what we can to book you in!",
        )
        .closest('[aria-live]'),
    ).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('link', { name: 'Call 0113 496 0000' })).toHaveAttribute(
      'href',
      'tel:01134960000',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the chosen restaurant has no times left', () => {
    render(
      <AvailabilityStep
        stores={[store('a', 'Leeds Trinity', [], { isFirstChoice: true })]}
        selected={null}
        onSelect={() => {}}
      />,
    );
    expect(card('Leeds Trinity')).toHaveTextContent('No times available');
  });
});
