import { randomBytes } from 'node:crypto';
import { oneTimeNonceSeparator, testNonces, type TestNonce } from '../test-nonces';
import {
  PaymentDeclinedError,
  type PaymentGateway,
  type VaultCardInput,
  type VaultedCard,
} from './payment-gateway';

type Outcome = { card: { cardType: string; last4: string } } | { refusal: string };

const card = (cardType: string, last4: string): Outcome => ({ card: { cardType, last4 } });
// The refusals carry the message Braintree's sandbox gives for the same nonce, for the logs.
const processorDeclined: Outcome = { refusal: 'Do Not Honor (processor declined, code 2000)' };
const consumedMessage = 'Cannot use a payment_method_nonce more than once. (91564)';

/**
 * What each documented test nonce stands for. The cards are the ones Braintree's sandbox vaults for
 * them: `fake-valid-nonce` is its Visa test card 4012 8888 8888 1881 (its own SDK tests say so), the
 * branded nonces the documented test card of that brand.
 */
const outcomes: Record<TestNonce, Outcome> = {
  [testNonces.valid]: card('Visa', '1881'),
  [testNonces.visa]: card('Visa', '1881'),
  [testNonces.mastercard]: card('MasterCard', '4444'),
  [testNonces.amex]: card('American Express', '0005'),
  [testNonces.discover]: card('Discover', '1117'),
  [testNonces.processorDeclinedVisa]: processorDeclined,
  [testNonces.processorDeclinedMastercard]: processorDeclined,
  [testNonces.processorDeclinedAmex]: processorDeclined,
  [testNonces.processorDeclinedDiscover]: processorDeclined,
  [testNonces.luhnInvalid]: { refusal: 'Credit card number is invalid. (81715)' },
  [testNonces.consumed]: { refusal: consumedMessage },
};

/** How many used nonces a test gateway remembers; the oldest are forgotten first. */
const rememberedNonces = 10_000;

/**
 * The `test` payment gateway (the default, ARCHITECTURE §4): it needs no account or network and
 * behaves as Braintree's sandbox does for its documented test nonces. Valid nonces vault a card for
 * a new customer (or the given one); declined, invalid, consumed and unknown nonces are refused; and
 * every nonce works once, as real nonces do (see `oneTimeTestNonce` for repeated tests).
 *
 * Used nonces are remembered in this process only, which is all a test gateway needs.
 */
export function createTestGateway(): PaymentGateway {
  const used = new Set<string>();

  return {
    name: 'test',

    async clientToken() {
      // Shaped like a Braintree client token (base64 JSON, version 2), so a card form can decode it.
      const token = {
        version: 2,
        environment: 'test',
        merchantId: 'tavola-test',
        authorizationFingerprint: randomBytes(32).toString('hex'),
      };
      return Buffer.from(JSON.stringify(token), 'utf8').toString('base64');
    },

    async vaultCard(input: VaultCardInput): Promise<VaultedCard> {
      const outcome = outcomeOf(input.nonce);
      if (!outcome) throw new PaymentDeclinedError('Unknown payment_method_nonce. (91565)');
      if (used.has(input.nonce)) throw new PaymentDeclinedError(consumedMessage);
      remember(used, input.nonce);
      if ('refusal' in outcome) throw new PaymentDeclinedError(outcome.refusal);
      return {
        customerId: input.customerId ?? `test_${randomBytes(8).toString('hex')}`,
        ...outcome.card,
      };
    },
  };
}

/** The outcome of a documented nonce, or of a one-time copy of one (`<nonce>#<id>`). */
function outcomeOf(nonce: string): Outcome | undefined {
  const [base, id, ...rest] = nonce.split(oneTimeNonceSeparator);
  if (rest.length > 0 || (id !== undefined && !/^[\w-]{1,64}$/.test(id))) return undefined;
  return Object.hasOwn(outcomes, base!) ? outcomes[base as TestNonce] : undefined;
}

function remember(used: Set<string>, nonce: string) {
  used.add(nonce);
  // A Set iterates in insertion order, so the first entry is the oldest.
  if (used.size > rememberedNonces) used.delete(used.values().next().value!);
}
