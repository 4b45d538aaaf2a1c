import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardStep } from './card-step';

// The embedded test gateway's client token: base64 JSON naming the 'test' environment.
const testToken = Buffer.from(
  JSON.stringify({ version: 2, environment: 'test', authorizationFingerprint: 'abc' }),
).toString('base64');

// Drop-in is never reached in these tests: the test environment gets the local form.
const mockCreate = jest.fn();
jest.mock('braintree-web-drop-in', () => ({ create: mockCreate }));

function renderStep(overrides: Partial<Parameters<typeof CardStep>[0]> = {}) {
  const props = {
    clientToken: testToken,
    booking: false,
    onSubmitCard: jest.fn(async (_nonce: string) => true),
    onBook: jest.fn(),
    ...overrides,
  };
  const user = userEvent.setup();
  const view = render(<CardStep {...props} />);
  return { ...view, props, user };
}

const submitCard = () => screen.getByRole('button', { name: 'Submit Card' });
const bookNow = () => screen.getByRole('button', { name: 'Book now' });
const field = (name: string) => screen.getByRole('textbox', { name });

async function enterCard(user: ReturnType<typeof userEvent.setup>, cardNumber: string) {
  await user.type(field('Card number'), cardNumber);
  await user.type(field('Expiry date (MM/YY)'), '12/39');
  await user.type(field('Security code (CVV)'), '123');
  await user.type(field('Postcode'), 'W1D 4DJ');
}

describe('CardStep with the test gateway', () => {
  it('shows the card form with both buttons disabled until a card is entered', async () => {
    const { user } = renderStep();
    expect(screen.getByRole('group', { name: 'Card details' })).toBeInTheDocument();
    expect(submitCard()).toBeDisabled();
    expect(bookNow()).toBeDisabled();
    await user.type(field('Card number'), '4111 1111 1111 1111');
    expect(submitCard()).toBeDisabled();
    await user.type(field('Expiry date (MM/YY)'), '12/39');
    await user.type(field('Security code (CVV)'), '123');
    await user.type(field('Postcode'), 'W1D 4DJ');
    expect(submitCard()).toBeEnabled();
    expect(bookNow()).toBeDisabled();
    expect(mockCreate).not.toHaveBeenCalled();
  });

  it('sends a fresh test nonce; once accepted, Book now opens and Submit Card closes', async () => {
    const { user, props } = renderStep();
    await enterCard(user, '4111 1111 1111 1111');
    await user.click(submitCard());
    expect(props.onSubmitCard).toHaveBeenCalledWith(
      expect.stringMatching(/^fake-valid-visa-nonce#[\w-]+$/),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your card has been accepted. You can now complete your booking.',
    );
    expect(bookNow()).toBeEnabled();
    expect(bookNow()).toHaveFocus();
    expect(submitCard()).toBeDisabled();
    expect(field('Card number')).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error on a refused card, clears it and waits for a changed card', async () => {
    const onSubmitCard = jest.fn(async (_nonce: string) => false);
    const { user } = renderStep({ onSubmitCard });
    await enterCard(user, '4000 1111 1111 1115');
    await user.click(submitCard());
    expect(onSubmitCard).toHaveBeenCalledWith(
      expect.stringMatching(/^fake-processor-declined-visa-nonce#[\w-]+$/),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong submitting card, please try again.',
    );
    expect(submitCard()).toBeDisabled();
    expect(bookNow()).toBeDisabled();
    expect(field('Card number')).toHaveFocus();

    await user.clear(field('Card number'));
    await user.type(field('Card number'), '5555 5555 5555 4444');
    expect(submitCard()).toBeEnabled();
    onSubmitCard.mockResolvedValueOnce(true);
    await user.click(submitCard());
    expect(onSubmitCard).toHaveBeenLastCalledWith(
      expect.stringMatching(/^fake-valid-mastercard-nonce#[\w-]+$/),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Your card has been accepted.');
    expect(bookNow()).toBeEnabled();
  });

  it('treats a failed submission like a refusal', async () => {
    const { user } = renderStep({
      onSubmitCard: jest.fn().mockRejectedValue(new Error('offline')),
    });
    await enterCard(user, '4111 1111 1111 1111');
    await user.click(submitCard());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong submitting card, please try again.',
    );
    expect(submitCard()).toBeDisabled();
  });

  it('shows why a card was refused when it was not the card (too many attempts)', async () => {
    const message =
      'Too many card attempts. Please wait an hour and try again, or call the restaurant to book.';
    const { user } = renderStep({
      onSubmitCard: jest.fn(async () => false),
      refusalMessage: message,
    });
    await enterCard(user, '4111 1111 1111 1111');
    await user.click(submitCard());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends a new nonce for each try of the same card', async () => {
    const onSubmitCard = jest.fn(async (_nonce: string) => false);
    const { user } = renderStep({ onSubmitCard });
    await enterCard(user, '4111 1111 1111 1111');
    await user.click(submitCard());
    await screen.findByRole('alert');
    await user.type(field('Postcode'), 'X');
    await user.type(field('Postcode'), '{Backspace}');
    await user.click(submitCard());
    expect(onSubmitCard).toHaveBeenCalledTimes(2);
    const [first, second] = onSubmitCard.mock.calls.map(([nonce]) => nonce);
    expect(first).toMatch(/^fake-valid-visa-nonce#/);
    expect(second).toMatch(/^fake-valid-visa-nonce#/);
    expect(second).not.toBe(first);
  });

  it('shows what is wrong with each field once the diner leaves it', async () => {
    const { user } = renderStep();
    await user.type(field('Card number'), '4111 1111 1111 1112');
    await user.type(field('Expiry date (MM/YY)'), '01/20');
    await user.type(field('Security code (CVV)'), '12');
    await user.click(field('Postcode'));
    await user.tab();
    expect(field('Card number')).toHaveAccessibleDescription('Enter a valid card number.');
    expect(field('Expiry date (MM/YY)')).toHaveAccessibleDescription('This card has expired.');
    expect(field('Security code (CVV)')).toHaveAccessibleDescription(
      'Enter the 3 or 4 digit security code.',
    );
    expect(field('Postcode')).toHaveAccessibleDescription(
      'Enter the postcode of the card’s billing address.',
    );
    expect(field('Card number')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field('Expiry date (MM/YY)'));
    await user.type(field('Expiry date (MM/YY)'), '1239');
    expect(field('Expiry date (MM/YY)')).toHaveAccessibleDescription(
      'Enter the expiry date as MM/YY.',
    );
    expect(submitCard()).toBeDisabled();
  });

  it('tears the card form down before placing the booking', async () => {
    let formAtBooking: boolean | undefined;
    const onBook = jest.fn(() => {
      formAtBooking = screen.queryByRole('textbox', { name: 'Card number' }) !== null;
    });
    const { user } = renderStep({ onBook });
    await enterCard(user, '4111 1111 1111 1111');
    await user.click(submitCard());
    await user.click(await screen.findByRole('button', { name: 'Book now' }));
    expect(onBook).toHaveBeenCalledTimes(1);
    expect(formAtBooking).toBe(false);
    expect(screen.queryByRole('group', { name: 'Card details' })).not.toBeInTheDocument();
  });

  it('waits while booking and shows a booking failure, keeping Book now for a retry', async () => {
    const { user, rerender, props } = renderStep();
    await enterCard(user, '4111 1111 1111 1111');
    await user.click(submitCard());
    await user.click(await screen.findByRole('button', { name: 'Book now' }));
    rerender(<CardStep {...props} booking />);
    expect(bookNow()).toBeDisabled();
    expect(bookNow()).toHaveAttribute('aria-busy', 'true');
    const failure = 'Something went wrong trying to place your booking, please try again.';
    rerender(<CardStep {...props} errorMessage={failure} />);
    expect(screen.getByRole('alert')).toHaveTextContent(failure);
    await user.click(bookNow());
    expect(props.onBook).toHaveBeenCalledTimes(2);
  });
});

describe('CardStep before its card input', () => {
  it('says the card input is loading while the client token is fetched', () => {
    renderStep({ clientToken: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the card input…');
    expect(submitCard()).toBeDisabled();
    expect(bookNow()).toBeDisabled();
  });

  it('shows the load error when the client token cannot be fetched', () => {
    renderStep({ clientToken: null, tokenError: true });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong loading the card input, please refresh the page and try again.',
    );
    expect(submitCard()).toBeDisabled();
    expect(bookNow()).toBeDisabled();
  });
});
