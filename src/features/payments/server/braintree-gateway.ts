import braintree from 'braintree';
import { braintreeAgentLimits, createBraintreeHttpAgent } from './braintree-http-agent';
import {
  PaymentDeclinedError,
  type PaymentGateway,
  type VaultCardInput,
  type VaultedCard,
} from './payment-gateway';

/** The merchant account the gateway talks to, and where: Sandbox, Production or a test server. */
export interface BraintreeSettings {
  environment: braintree.Environment;
  merchantId: string;
  publicKey: string;
  privateKey: string;
}

/** What a failed Braintree result carries beyond its typings: the card verification. */
interface FailedResult {
  message?: string;
  errors?: braintree.ValidationErrorsCollection;
  verification?: {
    status?: string;
    processorResponseCode?: string;
    processorResponseText?: string;
    gatewayRejectionReason?: string;
  };
}

/**
 * The `braintree` payment gateway: the Braintree server SDK. The card guarantee vaults a verified
 * card: `verifyCard` makes Braintree run a zero (or one) unit authorisation and void it, so a
 * declined card is refused now rather than when the restaurant needs the guarantee.
 */
export function createBraintreeGateway(settings: BraintreeSettings): PaymentGateway {
  // Environment keeps `ssl` at runtime, but its typings leave it out.
  const { ssl } = settings.environment as unknown as { ssl: boolean };
  const config: braintree.KeyGatewayConfig & { customHttpAgent: unknown } = {
    environment: settings.environment,
    merchantId: settings.merchantId,
    publicKey: settings.publicKey,
    privateKey: settings.privateKey,
    customHttpAgent: createBraintreeHttpAgent(ssl),
  };
  const sdk = new braintree.BraintreeGateway(config);
  // The SDK's request timeout (60 s) is not an option of its constructor, only of its config.
  (sdk.config as { timeout: number }).timeout = braintreeAgentLimits.timeoutMs;

  return {
    name: 'braintree',

    async clientToken() {
      const result = await sdk.clientToken.generate({});
      if (!result.success) throw new Error(`Braintree refused a client token: ${result.message}`);
      return result.clientToken;
    },

    async vaultCard(input: VaultCardInput): Promise<VaultedCard> {
      return input.customerId ? addCard(sdk, input.customerId, input) : createCustomer(sdk, input);
    },
  };
}

async function createCustomer(sdk: braintree.BraintreeGateway, input: VaultCardInput) {
  const result = await sdk.customer.create({
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    paymentMethodNonce: input.nonce,
    // The typings require a customer id here, which Braintree only wants when adding to one.
    creditCard: { options: { verifyCard: true } } as braintree.CreditCardCreateRequest,
  });
  if (!result.success) throw declined(result);
  const [card] = result.customer.creditCards ?? [];
  return { customerId: result.customer.id, ...cardOf(card) };
}

async function addCard(sdk: braintree.BraintreeGateway, customerId: string, input: VaultCardInput) {
  const result = await sdk.paymentMethod.create({
    customerId,
    paymentMethodNonce: input.nonce,
    // The new card becomes the one the next guarantee uses.
    options: { verifyCard: true, makeDefault: true },
  });
  if (!result.success) throw declined(result);
  return { customerId, ...cardOf(result.paymentMethod as Partial<braintree.CreditCard>) };
}

function cardOf(card: Partial<braintree.CreditCard> | undefined) {
  return { cardType: card?.cardType || undefined, last4: card?.last4 || undefined };
}

/** The refusal, with Braintree's reasons for the logs; diners only ever see the card step message. */
function declined(result: FailedResult): PaymentDeclinedError {
  const { verification } = result;
  const reasons = [result.message ?? 'Braintree refused the card'];
  if (verification?.status) {
    const response = [verification.processorResponseCode, verification.processorResponseText];
    reasons.push(`verification ${verification.status}: ${response.filter(Boolean).join(' ')}`);
    if (verification.gatewayRejectionReason) {
      reasons.push(`gateway rejection: ${verification.gatewayRejectionReason}`);
    }
  }
  const errors = result.errors?.deepErrors() ?? [];
  if (errors.length > 0) {
    reasons.push(`errors: ${errors.map((error) => `${error.code} ${error.attribute}`).join(', ')}`);
  }
  return new PaymentDeclinedError(reasons.join('; '));
}
