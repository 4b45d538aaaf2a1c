import type { Database } from '@/lib/db';
import {
  createBloomreachCustomerProvider,
  type BloomreachCustomerProviderOptions,
} from '../bloomreach-customer-provider';
import { BloomreachError } from '../bloomreach-error';
import type { FakeBloomreach } from './fake-bloomreach';

export const bloomreachCredentials = {
  projectToken: 'tavola-test-project',
  keyId: 'tavola-web-key',
  secret: 'br-S3cret-never-shown',
};

/** The form pipeline's transaction: the provider never touches it, so any object will do. */
export const tx = {} as Database;

export function providerOn(
  fake: FakeBloomreach,
  options: Partial<BloomreachCustomerProviderOptions> = {},
) {
  return createBloomreachCustomerProvider({
    ...bloomreachCredentials,
    baseUrl: fake.baseUrl,
    timeoutMs: 2000,
    ...options,
  });
}

/** The BloomreachError `call` rejects with; fails the test when it resolves or throws another. */
export async function bloomreachFailureOf(call: Promise<unknown>): Promise<BloomreachError> {
  const outcome = await call.then(
    () => new Error('expected the call to fail'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof BloomreachError)) throw outcome;
  return outcome;
}
