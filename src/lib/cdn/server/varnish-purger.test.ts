import { startFakeService } from '@/lib/http/testing/fake-service';
import { startFakeVarnish, type FakeVarnish } from '../testing/fake-varnish';
import { CdnPurgeError } from './cdn-purge-error';
import { VarnishPurger } from './varnish-purger';

const retry = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 3000 };

let nodes: FakeVarnish[];
beforeEach(async () => {
  nodes = [await startFakeVarnish(), await startFakeVarnish()];
});
afterEach(() => Promise.all(nodes.map((node) => node.close())));

const purger = (urls = nodes.map((node) => node.baseUrl), timeoutMs = 1000) =>
  new VarnishPurger({ urls, timeoutMs, retry });

async function failureOf(promise: Promise<unknown>): Promise<CdnPurgeError> {
  const outcome = await promise.then(
    () => new Error('expected the purge to fail'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof CdnPurgeError)) throw outcome;
  return outcome;
}

describe('the Varnish purger', () => {
  it('sends PURGE / with the keys in xkey-purge to every Varnish', async () => {
    await purger().purge(['page-abc', 'site-tavola', 'page-about-us']);
    for (const node of nodes) {
      expect(node.requests).toHaveLength(1);
      expect(node.requests[0]).toMatchObject({
        method: 'PURGE',
        path: '/',
        headers: { 'xkey-purge': 'page-abc site-tavola page-about-us' },
      });
    }
  });

  it('keeps each xkey-purge header under 4 KB', async () => {
    const keys = Array.from({ length: 500 }, (_, i) => `entry-${String(i).padStart(16, '0')}`);
    await purger([nodes[0]!.baseUrl]).purge(keys);
    const headers = nodes[0]!.requests.map((request) => request.headers['xkey-purge']!);
    expect(headers.length).toBeGreaterThan(2);
    for (const header of headers) expect(header.length).toBeLessThanOrEqual(4000);
    expect(nodes[0]!.purges.flat()).toEqual(keys);
  });

  it('sends each key once, no invalid key, and nothing for no keys', async () => {
    await purger().purge([]);
    await purger().purge(['bad key']);
    expect(nodes[0]!.requests).toHaveLength(0);
    await purger().purge(['e1', 'e1', 'e2', 'bad key']);
    expect(nodes[0]!.purges).toEqual([['e1', 'e2']]);
  });

  it('tries again after 503 and 429', async () => {
    nodes[0]!.failNext(1, 503);
    nodes[0]!.failNext(1, 429, 0);
    await purger().purge(['e1']);
    expect(nodes[0]!.requests).toHaveLength(3);
    expect(nodes[0]!.purges).toEqual([['e1']]);
  });

  it('fails at once when Varnish refuses this address', async () => {
    nodes[0]!.script('purge', { status: 403, raw: '' });
    const error = await failureOf(purger([nodes[0]!.baseUrl]).purge(['e1']));
    expect(error.message).toBe(
      `Varnish at ${nodes[0]!.baseUrl} refused the purge (HTTP 403): Forbidden`,
    );
    expect(error).toMatchObject({ provider: 'varnish', status: 403, attempts: 1 });
  });

  it('purges the nodes it reaches and names the one it could not', async () => {
    const gone = await startFakeService(
      () => null,
      () => {},
    );
    await gone.close();
    const error = await failureOf(purger([nodes[0]!.baseUrl, gone.baseUrl]).purge(['e1']));
    expect(error.message).toBe(
      `Varnish at ${gone.baseUrl} could not be reached (ECONNREFUSED) (3 tries)`,
    );
    expect(nodes[0]!.purges).toEqual([['e1']]);
  });

  it('names every node that failed', async () => {
    for (const node of nodes) node.failNext(3, 503);
    const error = await failureOf(purger().purge(['e1']));
    expect(error.message).toBe(
      `2 of 2 Varnish nodes were not purged: ${nodes
        .map(
          (node) =>
            `Varnish at ${node.baseUrl} refused the purge (HTTP 503): Service Unavailable (3 tries)`,
        )
        .join('; ')}`,
    );
    expect(error).toMatchObject({ status: 503, attempts: 3 });
  });

  it('gives up on a Varnish that does not answer in time', async () => {
    nodes[0]!.script('purge', { hang: true }, { hang: true }, { hang: true });
    const error = await failureOf(purger([nodes[0]!.baseUrl], 300).purge(['e1']));
    expect(error.message).toBe(
      `Varnish at ${nodes[0]!.baseUrl} did not answer within 300 ms (3 tries)`,
    );
  });

  it('takes a 200 without X-Purged as no purge: a Varnish without tavola.vcl', async () => {
    nodes[0]!.script('purge', { status: 200, raw: '<html>a page</html>' });
    const error = await failureOf(purger([nodes[0]!.baseUrl]).purge(['e1']));
    expect(error.message).toMatch(
      /answered without X-Purged: is deploy\/varnish\/tavola.vcl loaded\?$/,
    );
  });

  it('needs a Varnish to purge', () => {
    expect(() => purger([])).toThrow(RangeError);
  });
});
