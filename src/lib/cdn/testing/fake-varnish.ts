import {
  sendJson as send,
  startFakeService,
  type FakeService,
  type RecordedRequest,
} from '@/lib/http/testing/fake-service';

export type VarnishEndpoint = 'purge';
export type VarnishRequest = RecordedRequest<VarnishEndpoint>;

export interface FakeVarnish extends FakeService<VarnishEndpoint> {
  /** The keys of every purge accepted, one list a request. */
  purges: string[][];
  /** The next `times` purges are answered `status` (429 or 503), with Retry-After when given. */
  failNext(times: number, status: 429 | 503, retryAfterSeconds?: number): void;
}

/**
 * A local HTTP server answering PURGE as deploy/varnish/tavola.vcl does for an address in its ACL:
 * the keys, space-separated, in `xkey-purge` (else 400); 200 with `X-Purged` and `{ "purged": n }`
 * (here n is the number of keys: the fake caches nothing). The real Varnish is tested by
 * scripts/varnish-test.ts.
 */
export async function startFakeVarnish(): Promise<FakeVarnish> {
  const purges: string[][] = [];
  const service = await startFakeService(
    (path) => (path === '/' ? 'purge' : null),
    (request, res) => {
      if (request.method !== 'PURGE') return send(res, 405, undefined);
      const keys = request.headers['xkey-purge']?.split(/\s+/).filter(Boolean) ?? [];
      if (keys.length === 0) {
        res.statusMessage = 'A PURGE names its surrogate keys in an xkey-purge header';
        return send(res, 400, undefined);
      }
      purges.push(keys);
      send(res, 200, { purged: keys.length }, { 'X-Purged': String(keys.length) });
    },
  );
  return Object.assign(service, {
    purges,
    failNext(times: number, status: 429 | 503, retryAfterSeconds?: number) {
      const headers: Record<string, string> =
        retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
      service.script(
        'purge',
        ...Array.from({ length: times }, () => ({ status, headers, raw: '' })),
      );
    },
  });
}
