import type { Logger } from '@/lib/log';
import { createContentfulEntryStore } from '../contentful/contentful-entry-store';
import type { ContentSource } from '../content-source';
import { createContentSource } from '../create-content-source';
import { createLocalEntryStore } from '../local/local-entry-store';
import { startFakeDeliveryApi } from './fake-delivery-api';

export const deliveryToken = 'fake-delivery-token-0123456789';
export const previewToken = 'fake-preview-token-0123456789';

/** A ContentSource and the warnings it logged (the entries it skipped as invalid). */
export interface Recorded {
  source: ContentSource;
  warnings: unknown[];
}

export interface SourcePair {
  local: Recorded;
  /** The Contentful store through the real SDK, against the fake Delivery API serving the same file. */
  contentful: Recorded;
  close(): Promise<void>;
}

function recorded(create: (log: Logger) => ContentSource): Recorded {
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
  return { source: create(log), warnings };
}

/** Both content sources over one space export, published or in preview. */
export async function openSourcePair(file: string, preview: boolean): Promise<SourcePair> {
  const fake = await startFakeDeliveryApi({ exportFile: file, deliveryToken, previewToken });
  const local = recorded((log) =>
    createContentSource(createLocalEntryStore({ file, preview }), log),
  );
  const contentful = recorded((log) =>
    createContentSource(
      createContentfulEntryStore({
        space: fake.spaceId,
        environment: fake.environment,
        host: fake.host,
        insecure: true,
        accessToken: preview ? previewToken : deliveryToken,
        retryLimit: 0, // a failure should fail the test now, not after the SDK's back-off
      }),
      log,
    ),
  );
  return { local, contentful, close: () => fake.close() };
}
