import { parseConfig } from '@/lib/config';
import { createConfiguredPaymentGateway, getPaymentGateway } from './get-payment-gateway';

describe('the configured payment gateway', () => {
  it('is the test gateway by default', () => {
    expect(createConfiguredPaymentGateway(parseConfig({})).name).toBe('test');
  });

  it('is Braintree with its credentials when PAYMENT_GATEWAY=braintree', () => {
    const config = parseConfig({
      PAYMENT_GATEWAY: 'braintree',
      BRAINTREE_ENVIRONMENT: 'production',
      BRAINTREE_MERCHANT_ID: 'merchant',
      BRAINTREE_PUBLIC_KEY: 'public',
      BRAINTREE_PRIVATE_KEY: 'private',
    });
    expect(createConfiguredPaymentGateway(config).name).toBe('braintree');
  });

  it('is one gateway for the whole process', () => {
    expect(getPaymentGateway()).toBe(getPaymentGateway());
  });
});
