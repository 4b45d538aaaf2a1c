import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { flattenEntry } from '../../flatten-entry';
import { createLocalEntryStore } from '../local/local-entry-store';
import { contractFixture } from '../testing/contract-fixture';
import { startFakeDeliveryApi, type FakeDeliveryApi } from '../testing/fake-delivery-api';
import {
  createContentfulEntryStore,
  type ContentfulEntryStoreOptions,
} from './contentful-entry-store';

const deliveryToken = 'fake-delivery-token-0123456789';
const previewToken = 'fake-preview-token-0123456789';

describe('the Contentful entry store', () => {
  let api: FakeDeliveryApi;
  let dir: string;
  let file: string;
  beforeAll(async () => {
    const space = await contractFixture();
    dir = mkdtempSync(path.join(tmpdir(), 'tavola-contentful-'));
    file = path.join(dir, 'space.json');
    writeFileSync(file, JSON.stringify(space));
    api = await startFakeDeliveryApi({ space, deliveryToken, previewToken });
  });
  afterAll(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const store = (options: Partial<ContentfulEntryStoreOptions> = {}) =>
    createContentfulEntryStore({
      space: api.spaceId,
      accessToken: deliveryToken,
      host: api.host,
      insecure: true,
      retryLimit: 0,
      ...options,
    });

  it('pages through every entry, resolving links across pages as one response would', async () => {
    // With include 1 a page's own response cannot resolve slide 1 -> slide 2 (on another page):
    // only resolving over all pages makes the result independent of the page size.
    const query = { contentType: 'tile', include: 1 };
    const before = api.requests.length;
    const paged = await store({ pageSize: 2 }).getEntries(query);
    const requests = api.requests.slice(before);
    expect(requests.map((url) => url.searchParams.get('skip'))).toEqual(['0', '2', '4', '6', '8']);
    expect(requests[0]?.searchParams.get('order')).toBe('sys.id');
    expect(requests[0]?.searchParams.get('limit')).toBe('2');

    const whole = await store().getEntries(query);
    const local = await createLocalEntryStore({ file, preview: false }).getEntries(query);
    expect(paged.map((entry) => flattenEntry(entry))).toEqual(
      whole.map((entry) => flattenEntry(entry)),
    );
    expect(whole.map((entry) => flattenEntry(entry))).toEqual(
      local.map((entry) => flattenEntry(entry)),
    );
    expect(whole).toHaveLength(9);
  });

  it('filters on fields and reads drafts with the preview token', async () => {
    const query = { contentType: 'page', include: 0, fields: { slug: 'about' } };
    expect((await store().getEntries(query)).map((entry) => entry.sys.id)).toEqual(['p-about']);
    const preview = await store({ accessToken: previewToken }).getEntries(query);
    expect(preview.map((entry) => entry.sys.id)).toEqual(['about-copy', 'p-about']);
  });

  it('fails with a clear message that does not reveal the token', async () => {
    const secret = 'a-wrong-token-that-is-secret';
    const failure = store({ accessToken: secret }).getEntries({ contentType: 'page', include: 1 });
    await expect(failure).rejects.toThrow(
      'Contentful: could not list the "page" entries: AccessTokenInvalid 401 Unauthorized: The access token you sent could not be found or is invalid.',
    );
    const message = await failure.catch((error: Error) => error.message);
    expect(message).not.toContain(secret.slice(-5));
  });

  it('fails with the network error when the API cannot be reached', async () => {
    const closed = await startFakeDeliveryApi({
      space: await contractFixture(),
      deliveryToken,
      previewToken,
    });
    await closed.close();
    const failure = store({ host: closed.host }).getEntries({ contentType: 'page', include: 1 });
    await expect(failure).rejects.toThrow(
      /^Contentful: could not list the "page" entries: ECONNREFUSED/,
    );
  });

  it('refuses an include depth the API does not take', async () => {
    await expect(store().getEntries({ contentType: 'page', include: 11 })).rejects.toThrow(
      RangeError,
    );
  });

  describe('when the API hangs', () => {
    afterEach(() => api.fail(undefined));

    it('fails within the timeout', async () => {
      api.fail('hang');
      const started = performance.now();
      const failure = store({ timeoutMs: 300, retryLimit: 0 }).getEntries({
        contentType: 'page',
        include: 1,
      });
      await expect(failure).rejects.toThrow(
        /^Contentful: could not list the "page" entries: (ECONNABORTED|ETIMEDOUT): timeout of 300ms exceeded$/,
      );
      expect(performance.now() - started).toBeLessThan(1500);
    });

    it('retries as often as told, and no more', async () => {
      api.fail('hang');
      const before = api.requests.length;
      const warn = jest.fn();
      const log = { warn } as unknown as ContentfulEntryStoreOptions['log'];
      await expect(
        store({ timeoutMs: 200, retryLimit: 1, log }).getEntries({
          contentType: 'page',
          include: 1,
        }),
      ).rejects.toThrow(/timeout of 200ms exceeded/);
      expect(api.requests.length - before).toBe(2);
      expect(warn).toHaveBeenCalledWith(
        { level: 'warning' },
        expect.stringMatching(
          /^Contentful: Connection error occurred\. Waiting for \d+ ms before retrying/,
        ),
      );
    });
  });
});
