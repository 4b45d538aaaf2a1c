import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Upsell } from '../../booking-api.types';
import { withUpsellQuantity, type UpsellChoice } from '../../utils/upsell-rules';
import { ExtrasStep } from './extras-step';

const prosecco: Upsell = {
  id: 'prosecco',
  name: 'Prosecco',
  description: 'A bottle on the table when you arrive.',
  image: { file: { url: '//images.ctfassets.net/space/prosecco.jpg' } },
  minimumQuantity: 2,
  maximumQuantity: 3,
};
const cake: Upsell = {
  id: 'cake',
  name: 'Birthday cake',
  description: 'With candles.',
  image: null,
  minimumQuantity: 1,
  maximumQuantity: 1,
};

function Harness({
  allowMultiple = false,
  onContinue = () => {},
}: {
  allowMultiple?: boolean;
  onContinue?: () => void;
}) {
  const [selected, setSelected] = useState<UpsellChoice[]>([]);
  return (
    <ExtrasStep
      upsells={[prosecco, cake]}
      selected={selected}
      allowMultiple={allowMultiple}
      onChange={(id, quantity) =>
        setSelected((current) => withUpsellQuantity(current, id, quantity))
      }
      onContinue={onContinue}
    />
  );
}

const add = (name: string) => screen.getByRole('button', { name: `Add one ${name}` });
const remove = (name: string) => screen.getByRole('button', { name: `Remove one ${name}` });
const quantity = (name: string) => screen.getByRole('status', { name: `Quantity of ${name}` });
const isDisabled = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';

describe('ExtrasStep', () => {
  it('shows each extra with its picture, description, minimum and maximum', () => {
    render(<Harness />);
    const card = screen.getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('heading', { name: 'Prosecco' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Prosecco' })).toHaveAttribute(
      'src',
      'https://images.ctfassets.net/space/prosecco.jpg',
    );
    expect(card).toHaveTextContent('A bottle on the table when you arrive.');
    expect(card).toHaveTextContent('Minimum 2, maximum 3');
    expect(quantity('Prosecco')).toHaveTextContent(/^0$/);
    expect(quantity('Prosecco')).toHaveAttribute('aria-live', 'polite');
  });

  it('counts from the minimum up to the maximum, and removes the extra below the minimum', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(isDisabled(remove('Prosecco'))).toBe(true);
    await user.click(add('Prosecco'));
    expect(quantity('Prosecco')).toHaveTextContent(/^2$/);
    await user.click(add('Prosecco'));
    expect(quantity('Prosecco')).toHaveTextContent(/^3$/);
    expect(isDisabled(add('Prosecco'))).toBe(true);
    await user.click(add('Prosecco')); // at the maximum: nothing happens
    expect(quantity('Prosecco')).toHaveTextContent(/^3$/);
    await user.click(remove('Prosecco'));
    expect(quantity('Prosecco')).toHaveTextContent(/^2$/);
    await user.click(remove('Prosecco'));
    expect(quantity('Prosecco')).toHaveTextContent(/^0$/);
    expect(isDisabled(remove('Prosecco'))).toBe(true);
  });

  it('allows one kind of extra at a time', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(add('Birthday cake'));
    expect(quantity('Birthday cake')).toHaveTextContent(/^1$/);
    expect(isDisabled(add('Prosecco'))).toBe(true);
    expect(isDisabled(remove('Prosecco'))).toBe(true);
    await user.click(add('Prosecco'));
    expect(quantity('Prosecco')).toHaveTextContent(/^0$/);
    await user.click(remove('Birthday cake'));
    expect(isDisabled(add('Prosecco'))).toBe(false);
  });

  it('allows several kinds when the restaurant does', async () => {
    const user = userEvent.setup();
    render(<Harness allowMultiple />);
    await user.click(add('Birthday cake'));
    await user.click(add('Prosecco'));
    expect(quantity('Birthday cake')).toHaveTextContent(/^1$/);
    expect(quantity('Prosecco')).toHaveTextContent(/^2$/);
  });

  it('keeps the focus on a plus that reaches the maximum, for keyboard users', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    add('Birthday cake').focus();
    await user.keyboard('{Enter}');
    expect(quantity('Birthday cake')).toHaveTextContent(/^1$/);
    expect(add('Birthday cake')).toHaveFocus();
    expect(isDisabled(add('Birthday cake'))).toBe(true);
  });

  it('continues with or without extras', async () => {
    const onContinue = jest.fn();
    render(<Harness onContinue={onContinue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
