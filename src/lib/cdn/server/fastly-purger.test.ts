import {
  fastlyBadTokenAnswer,
  startFakeFastlyApi,
  type FakeFastlyApi,
} from '../testing/fake-fastly-api';
import { CdnPurgeError } from './cdn-purge-error';
import { FastlyPurger } from './fastly-purger';

const token = 'fastly-token_0123456789abcdef';
const serviceId = 'SU1Z0isxPaozGVKXdv0eY';
const retry = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 3000 };

let fastly: FakeFastlyApi;
beforeEach(async () => {
  fastly = await startFakeFastlyApi({ token, serviceId });
});
afterEach(() => fastly.close());

const purger = (
  options: { token?: string; serviceId?: string; softPurge?: boolean; timeoutMs?: number } = {},
) =>
  new FastlyPurger({
    apiUrl: `${fastly.baseUrl}/`,
    token: options.token ?? token,
    serviceId: options.serviceId ?? serviceId,
    softPurge: options.softPurge ?? false,
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

describe('the Fastly purger', () => {
  it("purges the keys with Fastly's batch purge, authenticated by Fastly-Key", async () => {
    await purger().purge(['page-abc', 'site-tavola', 'page-about-us']);
    expect(fastly.requests).toHaveLength(1);
    expect(fastly.requests[0]).toMatchObject({
      method: 'POST',
      path: `/service/${serviceId}/purge`,
      headers: {
        'fastly-key': token,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: { surrogate_keys: ['page-abc', 'site-tavola', 'page-about-us'] },
    });
    expect(fastly.requests[0]!.headers['fastly-soft-purge']).toBeUndefined();
    expect(fastly.purges).toEqual([
      { keys: ['page-abc', 'site-tavola', 'page-about-us'], soft: false },
    ]);
  });

  it('soft-purges with FASTLY_SOFT_PURGE', async () => {
    await purger({ softPurge: true }).purge(['page-abc']);
    expect(fastly.requests[0]!.headers['fastly-soft-purge']).toBe('1');
    expect(fastly.purges).toEqual([{ keys: ['page-abc'], soft: true }]);
  });

  it('sends at most 256 keys a request', async () => {
    const keys = Array.from({ length: 600 }, (_, i) => `entry-${i}`);
    await purger().purge(keys);
    expect(fastly.purges.map((purge) => purge.keys.length)).toEqual([256, 256, 88]);
    expect(fastly.purges.flatMap((purge) => purge.keys)).toEqual(keys);
  });

  it('sends each key once, no invalid key, and nothing for no keys', async () => {
    await purger().purge([]);
    await purger().purge(['not a key', 'a,b']);
    expect(fastly.requests).toHaveLength(0);
    await purger().purge(['e1', 'e2', 'e1', 'not a key']);
    expect(fastly.purges).toEqual([{ keys: ['e1', 'e2'], soft: false }]);
  });

  it('fails at once on a bad token, naming Fastly, the status and its message, never the token', async () => {
    const wrong = 'wrong-token_0123456789abcdef';
    const error = await failureOf(purger({ token: wrong }).purge(['e1']));
    expect(error.message).toBe(`Fastly refused the purge (HTTP 401): ${fastlyBadTokenAnswer.msg}`);
    expect(error).toMatchObject({ provider: 'fastly', status: 401, attempts: 1 });
    expect(`${error.message} ${error.providerMessage}`).not.toContain(wrong);
    expect(fastly.requests).toHaveLength(1);
    expect(fastly.purges).toHaveLength(0);
  });

  it('fails at once for a service the token may not purge', async () => {
    const error = await failureOf(purger({ serviceId: 'AnotherService01' }).purge(['e1']));
    expect(error.message).toBe(
      'Fastly refused the purge (HTTP 403): You are not authorized to perform this action',
    );
    expect(fastly.requests).toHaveLength(1);
  });

  it('tries again after 429 (when Retry-After says) and 503', async () => {
    fastly.failNext(1, 429, 0);
    fastly.failNext(1, 503);
    await purger().purge(['e1']);
    expect(fastly.requests).toHaveLength(3);
    expect(fastly.purges).toEqual([{ keys: ['e1'], soft: false }]);
  });

  it('gives up after three tries, with the last status', async () => {
    fastly.failNext(3, 503);
    const error = await failureOf(purger().purge(['e1']));
    expect(error.message).toBe(
      'Fastly refused the purge (HTTP 503): Service Unavailable (3 tries)',
    );
    expect(error).toMatchObject({ status: 503, attempts: 3 });
    expect(fastly.purges).toHaveLength(0);
  });

  it('gives up on a Fastly that does not answer in time', async () => {
    fastly.script('purge', { hang: true }, { hang: true }, { hang: true });
    const started = Date.now();
    const error = await failureOf(purger({ timeoutMs: 300 }).purge(['e1']));
    expect(error.message).toBe('Fastly did not answer within 300 ms (3 tries)');
    expect(error.status).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops at the first batch Fastly refuses', async () => {
    const keys = Array.from({ length: 300 }, (_, i) => `entry-${i}`);
    fastly.script(
      'purge',
      { status: 200, body: {} },
      { status: 400, body: { msg: 'Bad request' } },
    );
    const error = await failureOf(purger().purge(keys));
    expect(error.message).toBe('Fastly refused the purge (HTTP 400): Bad request');
    expect(fastly.requests).toHaveLength(2);
  });
});
