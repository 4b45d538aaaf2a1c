import { createMemoryCache } from '@/lib/cache';
import type { Logger } from '@/lib/log';
import { cachedContentSource, contentTtlMs } from './cached-content-source';
import { createContentfulEntryStore } from './contentful/contentful-entry-store';
import { createContentSource } from './create-content-source';
import { contractFixture } from './testing/contract-fixture';
import { startFakeDeliveryApi, type FakeDeliveryApi } from './testing/fake-delivery-api';

const deliveryToken = 'fake-delivery-token-0123456789';
const quiet = { warn: () => {} } as unknown as Logger;

// The whole read path the site uses (cache -> content source -> Contentful SDK) against the fake
// Delivery API, which the tests take down: a hanging CMS costs a read its timeout, then the last
// good content is served until the stale age runs out.
describe('a CMS outage', () => {
  let api: FakeDeliveryApi;
  beforeAll(async () => {
    api = await startFakeDeliveryApi({
      space: await contractFixture(),
      deliveryToken,
      previewToken: 'p',
    });
  });
  afterEach(() => api.fail(undefined));
  afterAll(() => api.close());

  function site() {
    const clock = { time: 0 };
    const warnings: { fields: Record<string, unknown>; message: string }[] = [];
    const cache = createMemoryCache({
      now: () => clock.time,
      staleMaxAgeMs: 3_600_000,
      log: { warn: (fields, message) => warnings.push({ fields, message }) },
    });
    const store = createContentfulEntryStore({
      space: api.spaceId,
      accessToken: deliveryToken,
      host: api.host,
      insecure: true,
      timeoutMs: 300,
      retryLimit: 0,
    });
    const content = cachedContentSource(
      createContentSource(store, quiet),
      cache,
      'content:test',
      (method) => contentTtlMs[method],
    );
    return { content, clock, warnings };
  }

  it('serves the last good content, once the timeout has passed, and logs it once', async () => {
    const { content, clock, warnings } = site();
    const page = await content.getPage('about');
    expect(page?.title).toBe('About us');

    clock.time = 60_000; // expired
    api.fail('hang');
    const started = performance.now();
    expect(await content.getPage('about')).toEqual(page);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(warnings).toEqual([
      {
        fields: expect.objectContaining({ key: 'content:test:getPage:["about"]', ageSeconds: 60 }),
        message: 'The content source failed; serving the last good value',
      },
    ]);
    expect(String(warnings[0]?.fields.err)).toContain('timeout of 300ms exceeded');

    // While it is down, the stale page is served at once for a time to live: no request waits.
    const asked = api.requests.length;
    clock.time = 119_999;
    expect(await content.getPage('about')).toEqual(page);
    expect(api.requests.length).toBe(asked);
    expect(warnings).toHaveLength(1);
  });

  it('serves stale content through errors too, and new content once the CMS is back', async () => {
    const { content, clock } = site();
    const restaurants = await content.getRestaurants();
    clock.time = 300_000;
    api.fail(503);
    expect(await content.getRestaurants()).toEqual(restaurants);

    api.fail(undefined);
    clock.time = 600_000;
    const before = api.requests.length;
    expect(await content.getRestaurants()).toEqual(restaurants);
    expect(api.requests.length).toBeGreaterThan(before); // asked again, and answered
  });

  it('fails what it never had, and what is older than the stale age', async () => {
    const { content, clock } = site();
    await content.getPage('about');
    api.fail('hang');
    await expect(content.getPage('team')).rejects.toThrow(/timeout of 300ms exceeded/);
    clock.time = 3_600_001;
    await expect(content.getPage('about')).rejects.toThrow(/timeout of 300ms exceeded/);
  });
});
