// braintree-web-drop-in ships no types: these cover the part of its documented API (v1.37) the
// card step uses. https://braintree.github.io/braintree-web-drop-in/docs/current/
declare module 'braintree-web-drop-in' {
  /** The payload of `requestPaymentMethod`: the nonce the server vaults the card with. */
  export interface PaymentMethodPayload {
    nonce: string;
    type: string;
    details: Record<string, unknown>;
  }

  export interface Dropin {
    on(
      event: 'paymentMethodRequestable',
      handler: (payload: { type: string; paymentMethodIsSelected: boolean }) => void,
    ): void;
    on(event: 'noPaymentMethodRequestable', handler: () => void): void;
    isPaymentMethodRequestable(): boolean;
    requestPaymentMethod(): Promise<PaymentMethodPayload>;
    clearSelectedPaymentMethod(): void;
    teardown(): Promise<void>;
  }

  /** A Hosted Fields field override (`card.overrides.fields.*`). */
  export interface HostedFieldOverride {
    type?: string;
    placeholder?: string;
    prefill?: string;
  }

  export interface DropinCreateOptions {
    authorization: string;
    container: string | HTMLElement;
    locale?: string;
    card?:
      | false
      | {
          cardholderName?: boolean | { required?: boolean };
          overrides?: {
            fields?: Partial<
              Record<'number' | 'cvv' | 'expirationDate' | 'postalCode', HostedFieldOverride | null>
            >;
            styles?: Record<string, unknown>;
          };
        };
    threeDSecure?: boolean | { amount: string };
  }

  export function create(options: DropinCreateOptions): Promise<Dropin>;
  export const VERSION: string;
}
