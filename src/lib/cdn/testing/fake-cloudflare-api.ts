import { randomBytes } from 'node:crypto';
import {
  sendJson as send,
  startFakeService,
  type FakeService,
  type RecordedRequest,
} from '@/lib/http/testing/fake-service';

/** The one endpoint the fake answers: a zone's purge_cache. */
export type CloudflareEndpoint = 'purge_cache';
export type CloudflareRequest = RecordedRequest<CloudflareEndpoint>;

export interface FakeCloudflareApi extends FakeService<CloudflareEndpoint> {
  /** The tags of every purge accepted, one list a request. */
  purges: string[][];
  /** The next `times` purges are answered `status` (429 or 503), with Retry-After when given. */
  failNext(times: number, status: 429 | 503, retryAfterSeconds?: number): void;
}

/** Cloudflare's envelope of a refusal: `{ success: false, errors, messages: [], result: null }`. */
export const cloudflareError = (code: number, message: string, chain?: object[]) => ({
  success: false,
  errors: [{ code, message, ...(chain && { error_chain: chain }) }],
  messages: [],
  result: null,
});

const endpointOf = (path: string): CloudflareEndpoint | null =>
  /^\/zones\/[^/]+\/purge_cache$/.test(path) ? 'purge_cache' : null;

/**
 * A local HTTP server answering as Cloudflare documents `POST /zones/{zone_id}/purge_cache` with
 * `{ "tags": [...] }`: `Authorization: Bearer <token>` missing or malformed is a 400 (6003, Invalid
 * request headers), another token a 403 (10000, Authentication error); a zone id that is not 32
 * hexadecimal digits a 400 (7003), another zone a 403; more than 100 tags (Cloudflare's limit per
 * request) or none a 400 (Cloudflare documents the limit, not the code of its refusal: 1016 here).
 * A purge is answered `{ success: true, errors: [], messages: [], result: { id } }`.
 */
export async function startFakeCloudflareApi(options: {
  token: string;
  zoneId: string;
}): Promise<FakeCloudflareApi> {
  const purges: string[][] = [];
  const service = await startFakeService(endpointOf, (request, res) => {
    if (!request.endpoint) return send(res, 404, cloudflareError(7000, 'No route for that URI'));
    if (request.method !== 'POST') {
      return send(
        res,
        405,
        cloudflareError(10405, 'Method not allowed for this authentication scheme'),
      );
    }
    const authorization = request.headers.authorization ?? '';
    if (!/^Bearer [\w-]+$/.test(authorization)) {
      return send(
        res,
        400,
        cloudflareError(6003, 'Invalid request headers', [
          { code: 6111, message: 'Invalid format for Authorization header' },
        ]),
      );
    }
    if (authorization !== `Bearer ${options.token}`) {
      return send(res, 403, cloudflareError(10000, 'Authentication error'));
    }
    const zone = decodeURIComponent(request.path.split('/')[2] ?? '');
    if (!/^[a-f0-9]{32}$/.test(zone)) {
      return send(
        res,
        400,
        cloudflareError(
          7003,
          `Could not route to ${request.path}, perhaps your object identifier is invalid?`,
        ),
      );
    }
    if (zone !== options.zoneId)
      return send(res, 403, cloudflareError(10000, 'Authentication error'));
    const tags = (request.body as { tags?: unknown } | undefined)?.tags;
    if (!Array.isArray(tags) || tags.length === 0 || tags.some((tag) => typeof tag !== 'string')) {
      return send(res, 400, cloudflareError(1016, 'One or more cache purge errors'));
    }
    if (tags.length > 100) {
      return send(res, 400, cloudflareError(1016, 'Purge request exceeds the limit of 100 tags'));
    }
    purges.push(tags as string[]);
    send(res, 200, {
      success: true,
      errors: [],
      messages: [],
      result: { id: randomBytes(16).toString('hex') },
    });
  });
  return Object.assign(service, {
    purges,
    failNext(times: number, status: 429 | 503, retryAfterSeconds?: number) {
      const headers: Record<string, string> =
        retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
      const body =
        status === 429
          ? cloudflareError(971, 'Please wait and consider throttling your request speed')
          : cloudflareError(10000, 'Service unavailable');
      service.script(
        'purge_cache',
        ...Array.from({ length: times }, () => ({ status, body, headers })),
      );
    },
  });
}
