import braintree from 'braintree';
import { getConfig, type Config } from '@/lib/config';
import { tracedCalls } from '@/lib/telemetry';
import { createBraintreeGateway } from './braintree-gateway';
import type { PaymentGateway } from './payment-gateway';
import { createTestGateway } from './test-gateway';

const key = Symbol.for('tavola.paymentGateway');
type WithGateway = typeof globalThis & { [key]?: PaymentGateway };

/** The gateway PAYMENT_GATEWAY chooses: `test` (the default) or `braintree` with its credentials. */
export function createConfiguredPaymentGateway(config: Config = getConfig()): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'test') return createTestGateway();
  const { BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY } = config;
  // The configuration schema already requires these with PAYMENT_GATEWAY=braintree.
  if (!BRAINTREE_MERCHANT_ID || !BRAINTREE_PUBLIC_KEY || !BRAINTREE_PRIVATE_KEY) {
    throw new Error('PAYMENT_GATEWAY=braintree needs the BRAINTREE_* credentials');
  }
  return createBraintreeGateway({
    environment:
      config.BRAINTREE_ENVIRONMENT === 'production'
        ? braintree.Environment.Production
        : braintree.Environment.Sandbox,
    merchantId: BRAINTREE_MERCHANT_ID,
    publicKey: BRAINTREE_PUBLIC_KEY,
    privateKey: BRAINTREE_PRIVATE_KEY,
  });
}

/**
 * The process-wide payment gateway. It lives on globalThis because Next.js bundles each route
 * separately: the token and submit routes must share one connection pool, and the test gateway
 * must see the nonces the other route used.
 */
export function getPaymentGateway(): PaymentGateway {
  const store = globalThis as WithGateway;
  store[key] ??= tracedCalls('payments', createConfiguredPaymentGateway(), [
    'clientToken',
    'vaultCard',
  ]);
  return store[key];
}
