import { getConfig } from '@/lib/config';
import type { CustomerProvider } from './customer-provider';
import { createBloomreachCustomerProvider } from './bloomreach/bloomreach-customer-provider';
import { embeddedCustomerProvider } from './embedded-customer-provider';
import { tracedCalls } from '@/lib/telemetry';

let provider: { key: string; value: CustomerProvider } | undefined;

/** The configured CustomerProvider (CUSTOMER_PROVIDER), made once per configuration. */
export function getCustomerProvider(): CustomerProvider {
  const config = getConfig();
  const key = config.CUSTOMER_PROVIDER;
  if (provider?.key !== key) {
    provider = {
      key,
      value: tracedCalls(
        'customers',
        key === 'bloomreach'
          ? createBloomreachCustomerProvider({
              baseUrl: config.BLOOMREACH_API_URL,
              // Required with CUSTOMER_PROVIDER=bloomreach: the configuration checked them.
              projectToken: config.BLOOMREACH_PROJECT_TOKEN!,
              keyId: config.BLOOMREACH_API_KEY_ID!,
              secret: config.BLOOMREACH_API_SECRET!,
              timeoutMs: config.BLOOMREACH_TIMEOUT_MS,
            })
          : embeddedCustomerProvider,
      ),
    };
  }
  return provider.value;
}
