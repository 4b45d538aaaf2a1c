import { testNonces } from '../test-nonces';
import { createBraintreeGateway } from './braintree-gateway';
import { PaymentDeclinedError, type PaymentGateway } from './payment-gateway';
import { startFakeBraintreeApi, type FakeBraintreeApi } from './testing/fake-braintree-api';

const diner = { firstName: 'Ada', lastName: "O'Neill", email: 'ada@example.com' };

describe('the Braintree payment gateway (the SDK against a fake Braintree API)', () => {
  let api: FakeBraintreeApi;
  let gateway: PaymentGateway;

  beforeEach(async () => {
    api = await startFakeBraintreeApi();
    gateway = createBraintreeGateway(api);
  });
  afterEach(() => api.close());

  it('asks Braintree for a client token', async () => {
    const token = await gateway.clientToken();
    expect(JSON.parse(Buffer.from(token, 'base64').toString('utf8'))).toMatchObject({
      version: 2,
      merchantId: 'fake-merchant',
    });
    expect(api.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/merchants/fake-merchant/client_token',
        body: { client_token: { version: 2 } },
      }),
    ]);
    expect(api.requests[0]!.headers).toMatchObject({
      'x-apiversion': '6',
      accept: 'application/xml',
      connection: 'keep-alive',
    });
    expect(gateway.name).toBe('braintree');
  });

  it('creates a customer with the nonce and a verified card', async () => {
    const vaulted = await gateway.vaultCard({ ...diner, nonce: testNonces.visa });
    expect(vaulted).toEqual({ customerId: '100000000', cardType: 'Visa', last4: '1881' });
    expect(api.requests.at(-1)).toMatchObject({
      path: '/merchants/fake-merchant/customers',
      body: {
        customer: {
          first_name: 'Ada',
          last_name: "O'Neill",
          email: 'ada@example.com',
          payment_method_nonce: testNonces.visa,
          credit_card: { options: { verify_card: true } },
        },
      },
    });
  });

  it('adds a verified card, made the default, to an existing customer', async () => {
    const { customerId } = await gateway.vaultCard({ ...diner, nonce: testNonces.visa });
    const vaulted = await gateway.vaultCard({
      ...diner,
      nonce: testNonces.mastercard,
      customerId,
    });
    expect(vaulted).toEqual({ customerId, cardType: 'MasterCard', last4: '4444' });
    expect(api.requests.at(-1)).toMatchObject({
      path: '/merchants/fake-merchant/payment_methods',
      body: {
        payment_method: {
          customer_id: customerId,
          payment_method_nonce: testNonces.mastercard,
          options: { verify_card: true, make_default: true },
        },
      },
    });
  });

  it('refuses a card whose verification the processor declined, keeping the reason', async () => {
    const refusal = gateway.vaultCard({ ...diner, nonce: testNonces.processorDeclinedVisa });
    await expect(refusal).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(refusal).rejects.toThrow(
      'Do Not Honor; verification processor_declined: 2000 Do Not Honor',
    );
  });

  it('refuses a declined card added to an existing customer', async () => {
    const { customerId } = await gateway.vaultCard({ ...diner, nonce: testNonces.valid });
    await expect(
      gateway.vaultCard({ ...diner, nonce: testNonces.processorDeclinedMastercard, customerId }),
    ).rejects.toThrow(
      new PaymentDeclinedError('Do Not Honor; verification processor_declined: 2000 Do Not Honor'),
    );
  });

  it.each([
    [testNonces.luhnInvalid, 'Credit card number is invalid.; errors: 81715 number'],
    [
      testNonces.consumed,
      'Cannot use a payment_method_nonce more than once.; errors: 91564 payment_method_nonce',
    ],
    ['tokencc_unknown', 'Unknown payment_method_nonce.; errors: 91565 payment_method_nonce'],
  ])('refuses %s with its validation errors', async (nonce, reason) => {
    await expect(gateway.vaultCard({ ...diner, nonce })).rejects.toThrow(
      new PaymentDeclinedError(reason),
    );
  });

  it('refuses a nonce used before', async () => {
    await gateway.vaultCard({ ...diner, nonce: testNonces.mastercard });
    await expect(gateway.vaultCard({ ...diner, nonce: testNonces.mastercard })).rejects.toThrow(
      'more than once',
    );
  });

  it('fails, without calling it a decline, when Braintree rejects the credentials', async () => {
    const wrongKey = createBraintreeGateway({ ...api, privateKey: 'not-the-key' });
    const failure = wrongKey.vaultCard({ ...diner, nonce: testNonces.visa });
    await expect(failure).rejects.toMatchObject({ type: 'authenticationError' });
    await expect(failure).rejects.not.toBeInstanceOf(PaymentDeclinedError);
    await expect(wrongKey.clientToken()).rejects.toMatchObject({ type: 'authenticationError' });
  });

  it('keeps its connection open between calls (keep-alive agent)', async () => {
    await gateway.clientToken();
    await gateway.vaultCard({ ...diner, nonce: testNonces.visa });
    await gateway.clientToken();
    expect(api.requests).toHaveLength(3);
    expect(api.connections()).toBe(1);
  });
});
