import { oneTimeTestNonce, testNonces } from '../test-nonces';
import { PaymentDeclinedError, type VaultCardInput } from './payment-gateway';
import { createTestGateway } from './test-gateway';

const diner = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const withNonce = (nonce: string, extra: Partial<VaultCardInput> = {}): VaultCardInput => ({
  ...diner,
  nonce,
  ...extra,
});

describe('the test payment gateway', () => {
  it('gives a client token shaped like a Braintree one (base64 JSON, version 2)', async () => {
    const gateway = createTestGateway();
    const token = await gateway.clientToken();
    expect(token).toMatch(/^eyJ2ZXJzaW9uIjoy[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(Buffer.from(token, 'base64').toString('utf8'))).toEqual({
      version: 2,
      environment: 'test',
      merchantId: 'tavola-test',
      authorizationFingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await gateway.clientToken()).not.toBe(token);
    expect(gateway.name).toBe('test');
  });

  it.each([
    [testNonces.valid, 'Visa', '1881'],
    [testNonces.visa, 'Visa', '1881'],
    [testNonces.mastercard, 'MasterCard', '4444'],
    [testNonces.amex, 'American Express', '0005'],
    [testNonces.discover, 'Discover', '1117'],
  ])('vaults %s for a new customer: %s ending %s', async (nonce, cardType, last4) => {
    const vaulted = await createTestGateway().vaultCard(withNonce(nonce));
    expect(vaulted).toEqual({
      customerId: expect.stringMatching(/^test_[0-9a-f]{16}$/),
      cardType,
      last4,
    });
  });

  it('gives every new customer its own id', async () => {
    const gateway = createTestGateway();
    const first = await gateway.vaultCard(withNonce(oneTimeTestNonce(testNonces.visa)));
    const second = await gateway.vaultCard(withNonce(oneTimeTestNonce(testNonces.visa)));
    expect(first.customerId).not.toBe(second.customerId);
  });

  it('adds the card to the customer it is given', async () => {
    const vaulted = await createTestGateway().vaultCard(
      withNonce(testNonces.mastercard, { customerId: 'test_0123456789abcdef' }),
    );
    expect(vaulted).toEqual({
      customerId: 'test_0123456789abcdef',
      cardType: 'MasterCard',
      last4: '4444',
    });
  });

  it.each([
    [testNonces.processorDeclinedVisa, 'Do Not Honor'],
    [testNonces.processorDeclinedMastercard, 'Do Not Honor'],
    [testNonces.processorDeclinedAmex, 'Do Not Honor'],
    [testNonces.processorDeclinedDiscover, 'Do Not Honor'],
    [testNonces.luhnInvalid, 'Credit card number is invalid.'],
    [testNonces.consumed, 'Cannot use a payment_method_nonce more than once.'],
    ['fake-valid-unheard-of-nonce', 'Unknown payment_method_nonce.'],
    ['tokencc_bc_abc_123', 'Unknown payment_method_nonce.'],
    [`${testNonces.visa}#`, 'Unknown payment_method_nonce.'],
    [`${testNonces.visa}#a#b`, 'Unknown payment_method_nonce.'],
    [`${testNonces.visa}#not allowed`, 'Unknown payment_method_nonce.'],
    ['constructor', 'Unknown payment_method_nonce.'],
  ])('refuses %s (%s)', async (nonce, reason) => {
    const refusal = createTestGateway().vaultCard(withNonce(nonce));
    await expect(refusal).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(refusal).rejects.toThrow(reason);
  });

  it('accepts a nonce once: a second use is consumed', async () => {
    const gateway = createTestGateway();
    await expect(gateway.vaultCard(withNonce(testNonces.visa))).resolves.toMatchObject({
      last4: '1881',
    });
    await expect(gateway.vaultCard(withNonce(testNonces.visa))).rejects.toThrow(
      new PaymentDeclinedError('Cannot use a payment_method_nonce more than once. (91564)'),
    );
  });

  it('treats each one-time copy of a test nonce as a fresh nonce of the same card', async () => {
    const gateway = createTestGateway();
    const nonce = oneTimeTestNonce(testNonces.amex, 'first-copy');
    expect(nonce).toBe('fake-valid-amex-nonce#first-copy');
    await expect(gateway.vaultCard(withNonce(nonce))).resolves.toMatchObject({ last4: '0005' });
    await expect(gateway.vaultCard(withNonce(nonce))).rejects.toThrow('more than once');
    await expect(
      gateway.vaultCard(withNonce(oneTimeTestNonce(testNonces.amex))),
    ).resolves.toMatchObject({ cardType: 'American Express' });
    await expect(
      gateway.vaultCard(withNonce(oneTimeTestNonce(testNonces.processorDeclinedVisa))),
    ).rejects.toThrow('Do Not Honor');
  });

  it('keeps the used nonces of each gateway apart', async () => {
    await createTestGateway().vaultCard(withNonce(testNonces.valid));
    await expect(createTestGateway().vaultCard(withNonce(testNonces.valid))).resolves.toBeTruthy();
  });
});
