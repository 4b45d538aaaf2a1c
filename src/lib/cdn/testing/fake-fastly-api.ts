import { randomBytes } from 'node:crypto';
import {
  sendJson as send,
  startFakeService,
  type FakeService,
  type RecordedRequest,
} from '@/lib/http/testing/fake-service';

/** The one endpoint the fake answers: a service's batch purge. */
export type FastlyEndpoint = 'purge';
export type FastlyRequest = RecordedRequest<FastlyEndpoint>;

/** One batch purge the fake accepted. */
export interface FastlyPurge {
  keys: string[];
  soft: boolean;
}

export interface FakeFastlyApi extends FakeService<FastlyEndpoint> {
  /** Every purge accepted, in order. */
  purges: FastlyPurge[];
  /** The next `times` purges are answered `status` (429 or 503), with Retry-After when given. */
  failNext(times: number, status: 429 | 503, retryAfterSeconds?: number): void;
}

/** Fastly's answer to a missing or unknown Fastly-Key. */
export const fastlyBadTokenAnswer = { msg: 'Provided credentials are missing or invalid' };

const endpointOf = (path: string): FastlyEndpoint | null =>
  /^\/service\/[^/]+\/purge$/.test(path) ? 'purge' : null;

/** The service id of a purge path. */
const serviceOf = (path: string) => decodeURIComponent(path.split('/')[2] ?? '');

/**
 * A local HTTP server answering as Fastly documents `POST /service/{service_id}/purge` (purge
 * multiple surrogate keys): the `Fastly-Key` must be the fake's token (else 401 with Fastly's
 * `{ msg }`), the service the fake's (else 403: the token may not purge it); the keys come in the
 * JSON body's `surrogate_keys` or, space-separated, in a `Surrogate-Key` header, 1 to 256 of them
 * (else 400); `Fastly-Soft-Purge: 1` makes the purge soft. It answers 200 with each key and the id
 * of its purge, `{ "key_1": "108-1391560174-974124", ... }`.
 */
export async function startFakeFastlyApi(options: {
  token: string;
  serviceId: string;
}): Promise<FakeFastlyApi> {
  const purges: FastlyPurge[] = [];
  const service = await startFakeService(endpointOf, (request, res) => {
    if (!request.endpoint) return send(res, 404, { msg: 'Record not found' });
    if (request.method !== 'POST') return send(res, 405, { msg: 'Method not allowed' });
    if (request.headers['fastly-key'] !== options.token) {
      return send(res, 401, fastlyBadTokenAnswer);
    }
    if (serviceOf(request.path) !== options.serviceId) {
      return send(res, 403, { msg: 'You are not authorized to perform this action' });
    }
    const keys = keysOf(request);
    if (!keys || keys.length === 0 || keys.length > 256) {
      return send(res, 400, {
        msg: 'Bad request',
        detail: 'Between 1 and 256 surrogate keys can be purged in one request',
      });
    }
    purges.push({ keys, soft: request.headers['fastly-soft-purge'] === '1' });
    send(
      res,
      200,
      Object.fromEntries(
        keys.map((key) => [key, `108-${Date.now()}-${randomBytes(3).readUIntBE(0, 3)}`]),
      ),
    );
  });
  return Object.assign(service, {
    purges,
    failNext(times: number, status: 429 | 503, retryAfterSeconds?: number) {
      const headers: Record<string, string> =
        retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
      const body = { msg: status === 429 ? 'Too Many Requests' : 'Service Unavailable' };
      service.script('purge', ...Array.from({ length: times }, () => ({ status, body, headers })));
    },
  });
}

/** The keys of a purge: the JSON body's surrogate_keys, else the Surrogate-Key header's. */
function keysOf(request: FastlyRequest): string[] | undefined {
  const body = request.body as { surrogate_keys?: unknown } | undefined;
  if (body && Array.isArray(body.surrogate_keys)) {
    return body.surrogate_keys.every((key) => typeof key === 'string')
      ? (body.surrogate_keys as string[])
      : undefined;
  }
  return request.headers['surrogate-key']?.split(/\s+/).filter(Boolean);
}
