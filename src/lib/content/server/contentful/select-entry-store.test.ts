import path from 'node:path';
import type { Config } from '@/lib/config';

// getContentSource builds the store CONTENT_SOURCE names: these tests read which store it builds,
// and with which host and token, for each configuration.
const mockConfig: { current?: Config } = {};
jest.mock('@/lib/config', () => ({
  ...jest.requireActual('@/lib/config'),
  getConfig: () => mockConfig.current,
}));
jest.mock('./contentful-entry-store', () => ({
  createContentfulEntryStore: jest.fn(() => ({ getEntries: async () => [] })),
}));
jest.mock('../local/local-entry-store', () => ({
  createLocalEntryStore: jest.fn(() => ({ getEntries: async () => [] })),
}));

// (jest hoists the mocks above these imports)
import { parseConfig } from '@/lib/config';
import { createLocalEntryStore } from '../local/local-entry-store';
import { getContentSource } from '../index';
import { createContentfulEntryStore } from './contentful-entry-store';

const contentful = {
  CONTENT_SOURCE: 'contentful',
  CONTENTFUL_SPACE_ID: 'space-1',
  CONTENTFUL_ACCESS_TOKEN: 'delivery-token',
};

function sourceWith(env: Record<string, string>, preview: boolean) {
  mockConfig.current = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('tavola.content')];
  jest.clearAllMocks();
  return getContentSource({ preview });
}

describe('getContentSource', () => {
  it('reads the local space export of the brand by default', () => {
    sourceWith({ BRAND: 'tavola-express' }, true);
    expect(createLocalEntryStore).toHaveBeenCalledWith({
      file: path.resolve('content', 'tavola-express.json'),
      preview: true,
    });
    expect(createContentfulEntryStore).not.toHaveBeenCalled();
  });

  it('reads published content from the Delivery API', () => {
    sourceWith({ ...contentful, CONTENTFUL_PREVIEW_TOKEN: 'preview-token' }, false);
    expect(createContentfulEntryStore).toHaveBeenCalledWith(
      expect.objectContaining({
        space: 'space-1',
        environment: 'master',
        host: 'cdn.contentful.com',
        accessToken: 'delivery-token',
        timeoutMs: 5000,
        retryLimit: 1,
      }),
    );
  });

  it('gives Contentful the configured timeout and retries', () => {
    sourceWith({ ...contentful, CONTENTFUL_TIMEOUT_MS: '1500', CONTENTFUL_RETRIES: '0' }, false);
    expect(createContentfulEntryStore).toHaveBeenCalledWith(
      expect.objectContaining({ timeoutMs: 1500, retryLimit: 0 }),
    );
  });

  it('reads drafts from the Preview API in preview', () => {
    sourceWith({ ...contentful, CONTENTFUL_PREVIEW_TOKEN: 'preview-token' }, true);
    expect(createContentfulEntryStore).toHaveBeenCalledWith(
      expect.objectContaining({ host: 'preview.contentful.com', accessToken: 'preview-token' }),
    );
  });

  it('reads published content in preview when there is no preview token', () => {
    sourceWith({ ...contentful, CONTENTFUL_ENVIRONMENT: 'staging' }, true);
    expect(createContentfulEntryStore).toHaveBeenCalledWith(
      expect.objectContaining({
        environment: 'staging',
        host: 'cdn.contentful.com',
        accessToken: 'delivery-token',
      }),
    );
  });
});
