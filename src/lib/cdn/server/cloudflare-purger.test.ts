import {
  cloudflareError,
  startFakeCloudflareApi,
  type FakeCloudflareApi,
} from '../testing/fake-cloudflare-api';
import { CdnPurgeError } from './cdn-purge-error';
import { CloudflarePurger } from './cloudflare-purger';

const token = 'cloudflare-token_0123456789abcdef';
const zoneId = '023e105f4ecef8ad9ca31a8372d0c353';
const retry = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 3000 };

let cloudflare: FakeCloudflareApi;
beforeEach(async () => {
  cloudflare = await startFakeCloudflareApi({ token, zoneId });
});
afterEach(() => cloudflare.close());

const purger = (options: { token?: string; zoneId?: string; timeoutMs?: number } = {}) =>
  new CloudflarePurger({
    apiUrl: cloudflare.baseUrl,
    token: options.token ?? token,
    zoneId: options.zoneId ?? zoneId,
    timeoutMs: options.timeoutMs ?? 1000,
    retry,
  });

async function failureOf(promise: Promise<unknown>): Promise<CdnPurgeError> {
  const outcome = await promise.then(
    () => new Error('expected the purge to fail'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof CdnPurgeError)) throw outcome;
  return outcome;
}

describe('the Cloudflare purger', () => {
  it('purges the tags with purge_cache, authenticated by a bearer token', async () => {
    await purger().purge(['page-abc', 'site-tavola']);
    expect(cloudflare.requests).toHaveLength(1);
    expect(cloudflare.requests[0]).toMatchObject({
      method: 'POST',
      path: `/zones/${zoneId}/purge_cache`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: { tags: ['page-abc', 'site-tavola'] },
    });
    expect(cloudflare.purges).toEqual([['page-abc', 'site-tavola']]);
  });

  it('sends at most 100 tags a request', async () => {
    const keys = Array.from({ length: 250 }, (_, i) => `entry-${i}`);
    await purger().purge(keys);
    expect(cloudflare.purges.map((tags) => tags.length)).toEqual([100, 100, 50]);
    expect(cloudflare.purges.flat()).toEqual(keys);
  });

  it('sends each tag once, no invalid tag, and nothing for no tags', async () => {
    await purger().purge([]);
    await purger().purge(['two words']);
    expect(cloudflare.requests).toHaveLength(0);
    await purger().purge(['e1', 'e1', 'e2', 'comma,tag']);
    expect(cloudflare.purges).toEqual([['e1', 'e2']]);
  });

  it("fails at once on a bad token, with Cloudflare's error, never the token", async () => {
    const wrong = 'wrong-token_0123456789abcdef';
    const error = await failureOf(purger({ token: wrong }).purge(['e1']));
    expect(error.message).toBe(
      'Cloudflare refused the purge (HTTP 403): Authentication error (10000)',
    );
    expect(error).toMatchObject({ provider: 'cloudflare', status: 403, attempts: 1 });
    expect(`${error.message} ${error.providerMessage}`).not.toContain(wrong);
    expect(cloudflare.requests).toHaveLength(1);
  });

  it('fails at once for a zone id Cloudflare cannot route', async () => {
    const error = await failureOf(purger({ zoneId: 'example.com' }).purge(['e1']));
    expect(error.status).toBe(400);
    expect(error.providerMessage).toMatch(/perhaps your object identifier is invalid\? \(7003\)$/);
  });

  it('takes a 200 with success: false as the refusal it is', async () => {
    cloudflare.script('purge_cache', {
      status: 200,
      body: cloudflareError(1100, 'Tag exceeds maximum length of 1024 characters'),
    });
    const error = await failureOf(purger().purge(['e1']));
    expect(error.message).toBe(
      'Cloudflare refused the purge (HTTP 200): Tag exceeds maximum length of 1024 characters (1100)',
    );
    expect(cloudflare.requests).toHaveLength(1);
  });

  it('tries again after 429 and 503, and gives up after three tries', async () => {
    cloudflare.failNext(1, 429, 0);
    cloudflare.failNext(1, 503);
    await purger().purge(['e1']);
    expect(cloudflare.purges).toEqual([['e1']]);

    cloudflare.failNext(3, 429);
    const error = await failureOf(purger().purge(['e2']));
    expect(error.message).toBe(
      'Cloudflare refused the purge (HTTP 429): Please wait and consider throttling your request speed (971) (3 tries)',
    );
    expect(cloudflare.requests).toHaveLength(6);
  });

  it('gives up on a Cloudflare that does not answer in time', async () => {
    cloudflare.script('purge_cache', { hang: true }, { hang: true }, { hang: true });
    const error = await failureOf(purger({ timeoutMs: 300 }).purge(['e1']));
    expect(error.message).toBe('Cloudflare did not answer within 300 ms (3 tries)');
  });
});
