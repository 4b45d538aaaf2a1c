/**
 * Braintree's documented test nonces (its sandbox "Testing" reference) that the `test` gateway
 * understands: the local card form turns the documented test card numbers into these.
 */
export const testNonces = {
  valid: 'fake-valid-nonce',
  visa: 'fake-valid-visa-nonce',
  mastercard: 'fake-valid-mastercard-nonce',
  amex: 'fake-valid-amex-nonce',
  discover: 'fake-valid-discover-nonce',
  processorDeclinedVisa: 'fake-processor-declined-visa-nonce',
  processorDeclinedMastercard: 'fake-processor-declined-mastercard-nonce',
  processorDeclinedAmex: 'fake-processor-declined-amex-nonce',
  processorDeclinedDiscover: 'fake-processor-declined-discover-nonce',
  luhnInvalid: 'fake-luhn-invalid-nonce',
  consumed: 'fake-consumed-nonce',
} as const;

export type TestNonce = (typeof testNonces)[keyof typeof testNonces];

/** What separates a test nonce from the id that makes one copy of it unique. */
export const oneTimeNonceSeparator = '#';

/**
 * A fresh, single-use copy of a test nonce (`fake-valid-visa-nonce#<id>`). Like real Braintree
 * nonces, the test gateway accepts each nonce once; the documented test nonces are fixed strings,
 * so the card form sends a copy per submission, or a diner could guarantee only one booking per
 * test card while the server runs.
 */
export function oneTimeTestNonce(nonce: TestNonce, id: string = globalThis.crypto.randomUUID()) {
  return `${nonce}${oneTimeNonceSeparator}${id}`;
}
