import { getConfig } from '@/lib/config';
import type { CustomerProvider } from './customer-provider';
import { embeddedCustomerProvider } from './embedded-customer-provider';

let provider: { key: string; value: CustomerProvider } | undefined;

/** The configured CustomerProvider (CUSTOMER_PROVIDER), made once per configuration. */
export function getCustomerProvider(): CustomerProvider {
  const config = getConfig();
  const key = config.CUSTOMER_PROVIDER;
  if (provider?.key !== key) provider = { key, value: embeddedCustomerProvider };
  return provider.value;
}
