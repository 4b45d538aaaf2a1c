/** A card the gateway vaulted for a customer (the card guarantee of a booking). */
export interface VaultedCard {
  customerId: string;
  cardType?: string;
  last4?: string;
}

export interface VaultCardInput {
  /** The one-time nonce the card form produced in the browser. */
  nonce: string;
  firstName: string;
  lastName: string;
  email: string;
  /** An existing customer to add the card to. */
  customerId?: string;
}

/**
 * A card payment gateway (ARCHITECTURE §4): `braintree` (the Braintree server SDK) or `test` (the
 * default, which accepts Braintree's documented test nonces). The card guarantee vaults a verified
 * card for a zero amount; nothing is charged.
 */
export interface PaymentGateway {
  readonly name: 'test' | 'braintree';
  /** A client token for the card form in the browser. */
  clientToken(): Promise<string>;
  /** Verifies and vaults the card behind `nonce`; throws PaymentDeclinedError when refused. */
  vaultCard(input: VaultCardInput): Promise<VaultedCard>;
}

/** The gateway refused the card (declined, invalid or already used nonce). */
export class PaymentDeclinedError extends Error {
  override name = 'PaymentDeclinedError';
}
