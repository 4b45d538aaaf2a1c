import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { CardStep } from './card-step';

// How often the library was loaded: it must be fetched only when the card step mounts.
let mockLoads = 0;
const mockCreate = jest.fn();
jest.mock('braintree-web-drop-in', () => {
  mockLoads += 1;
  return { create: mockCreate };
});
const loadsBeforeAnyRender = mockLoads;

// A Braintree sandbox client token: base64 JSON naming its environment.
const sandboxToken = Buffer.from(
  JSON.stringify({ version: 2, environment: 'sandbox', authorizationFingerprint: 'abc' }),
).toString('base64');

/** A stand-in for a Drop-in instance whose events the test fires. */
function fakeDropin({ requestable = false } = {}) {
  const handlers = new Map<string, () => void>();
  return {
    on: jest.fn((event: string, handler: () => void) => handlers.set(event, handler)),
    isPaymentMethodRequestable: jest.fn(() => requestable),
    requestPaymentMethod: jest.fn(async () => ({
      nonce: 'tokencc_bc_abc123',
      type: 'CreditCard',
      details: {},
    })),
    clearSelectedPaymentMethod: jest.fn(),
    teardown: jest.fn(async () => undefined),
    emit: (event: string) => act(() => handlers.get(event)!()),
  };
}

function renderStep(overrides: Partial<Parameters<typeof CardStep>[0]> = {}) {
  const props = {
    clientToken: sandboxToken,
    booking: false,
    onSubmitCard: jest.fn(async (_nonce: string) => true),
    onBook: jest.fn(),
    ...overrides,
  };
  return { ...render(<CardStep {...props} />), props, user: userEvent.setup() };
}

const submitCard = () => screen.getByRole('button', { name: 'Submit Card' });
const bookNow = () => screen.getByRole('button', { name: 'Book now' });

beforeEach(() => mockCreate.mockReset());

describe('CardStep with Braintree Drop-in', () => {
  it('loads Drop-in only when the step mounts, with no cardholder name, a text postcode and no 3-D Secure', async () => {
    expect(loadsBeforeAnyRender).toBe(0);
    const dropin = fakeDropin();
    mockCreate.mockResolvedValue(dropin);
    renderStep();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the card input…');
    await waitFor(() => expect(mockCreate).toHaveBeenCalledTimes(1));
    expect(mockLoads).toBe(1);
    const options = mockCreate.mock.calls[0][0];
    expect(options).toEqual({
      authorization: sandboxToken,
      container: expect.any(HTMLDivElement),
      card: { cardholderName: false, overrides: { fields: { postalCode: { type: 'text' } } } },
      threeDSecure: false,
    });
    // Drop-in is given an empty container inside the card details group.
    expect(screen.getByRole('group', { name: 'Card details' })).toContainElement(options.container);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(dropin.on).toHaveBeenCalledWith('paymentMethodRequestable', expect.any(Function));
    expect(dropin.on).toHaveBeenCalledWith('noPaymentMethodRequestable', expect.any(Function));
  });

  it('enables Submit Card exactly while a payment method is requestable', async () => {
    const dropin = fakeDropin();
    mockCreate.mockResolvedValue(dropin);
    renderStep();
    await waitFor(() => expect(dropin.on).toHaveBeenCalledTimes(2));
    expect(submitCard()).toBeDisabled();
    dropin.emit('paymentMethodRequestable');
    expect(submitCard()).toBeEnabled();
    dropin.emit('noPaymentMethodRequestable');
    expect(submitCard()).toBeDisabled();
    expect(bookNow()).toBeDisabled();
  });

  it('enables Submit Card at once when Drop-in already holds a requestable card', async () => {
    mockCreate.mockResolvedValue(fakeDropin({ requestable: true }));
    renderStep();
    await waitFor(() => expect(submitCard()).toBeEnabled());
  });

  it('submits the nonce; once accepted, Book now tears Drop-in down and then books', async () => {
    const dropin = fakeDropin({ requestable: true });
    mockCreate.mockResolvedValue(dropin);
    const onBook = jest.fn(() => expect(dropin.teardown).toHaveBeenCalledTimes(1));
    const { user, props } = renderStep({ onBook });
    await waitFor(() => expect(submitCard()).toBeEnabled());
    await user.click(submitCard());
    expect(dropin.requestPaymentMethod).toHaveBeenCalledTimes(1);
    expect(props.onSubmitCard).toHaveBeenCalledWith('tokencc_bc_abc123');
    await waitFor(() => expect(bookNow()).toBeEnabled());
    expect(submitCard()).toBeDisabled();
    expect(dropin.teardown).not.toHaveBeenCalled();
    await user.click(bookNow());
    expect(onBook).toHaveBeenCalledTimes(1);
    expect(onBook).toHaveReturned();
    expect(dropin.teardown).toHaveBeenCalledTimes(1);
  });

  it('clears the selection on a refusal and waits for a new requestable card', async () => {
    const dropin = fakeDropin({ requestable: true });
    mockCreate.mockResolvedValue(dropin);
    const { user } = renderStep({ onSubmitCard: jest.fn(async () => false) });
    await waitFor(() => expect(submitCard()).toBeEnabled());
    await user.click(submitCard());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong submitting card, please try again.',
    );
    expect(dropin.clearSelectedPaymentMethod).toHaveBeenCalledTimes(1);
    expect(submitCard()).toBeDisabled();
    expect(bookNow()).toBeDisabled();
    dropin.emit('paymentMethodRequestable');
    expect(submitCard()).toBeEnabled();
  });

  it('shows the load error when Drop-in cannot be created', async () => {
    mockCreate.mockRejectedValue(new Error('There was an error creating Drop-in.'));
    renderStep();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong loading the card input, please refresh the page and try again.',
    );
    expect(submitCard()).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tears Drop-in down when the step closes', async () => {
    const dropin = fakeDropin();
    mockCreate.mockResolvedValue(dropin);
    const { unmount } = renderStep();
    await waitFor(() => expect(dropin.on).toHaveBeenCalled());
    unmount();
    expect(dropin.teardown).toHaveBeenCalledTimes(1);
  });

  it('keeps one Drop-in through React’s development double mount', async () => {
    const first = fakeDropin();
    const second = fakeDropin({ requestable: true });
    mockCreate.mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    render(
      <StrictMode>
        <CardStep
          clientToken={sandboxToken}
          booking={false}
          onSubmitCard={async () => true}
          onBook={() => {}}
        />
      </StrictMode>,
    );
    await waitFor(() => expect(submitCard()).toBeEnabled());
    expect(mockCreate).toHaveBeenCalledTimes(2);
    const [[firstOptions], [secondOptions]] = mockCreate.mock.calls;
    expect(secondOptions.container).not.toBe(firstOptions.container);
    await waitFor(() => expect(first.teardown).toHaveBeenCalledTimes(1));
    expect(first.on).not.toHaveBeenCalled();
    expect(second.teardown).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Card details' }).children).toHaveLength(1);
  });
});
