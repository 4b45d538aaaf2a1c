import { z } from 'zod';
import type { CdnPurger } from './cdn-purger';
import { keysToPurge, purgeBatches } from './purge-batches';
import { sendPurge, type PurgeAnswer, type PurgeTransport } from './send-purge';

/** A Fastly service and the token that may purge it. */
export interface FastlyPurgerOptions extends PurgeTransport {
  /** FASTLY_API_URL: https://api.fastly.com */
  apiUrl: string;
  /** FASTLY_API_TOKEN: an API token with the purge_select scope. */
  token: string;
  /** FASTLY_SERVICE_ID */
  serviceId: string;
  /** FASTLY_SOFT_PURGE: mark pages stale rather than remove them. */
  softPurge: boolean;
}

/** Fastly purges at most 256 surrogate keys in one request. */
export const fastlyMaxKeysPerRequest = 256;

/** Fastly's answer to a batch purge: each key and the id of its purge. */
const purgedKeysSchema = z.record(z.string(), z.string());
/** Fastly's API errors: `{ "msg": "...", "detail": "..." }`. */
const fastlyErrorSchema = z.object({ msg: z.string(), detail: z.string().optional() });

/**
 * Purges a Fastly service by surrogate key with Fastly's batch purge:
 * `POST {api}/service/{service_id}/purge`, authenticated by `Fastly-Key`, with the keys in the JSON
 * body (`{ "surrogate_keys": [...] }`), at most 256 a request; `Fastly-Soft-Purge: 1` with soft
 * purges. Fastly answers 200 with each key's purge id.
 */
export class FastlyPurger implements CdnPurger {
  readonly name = 'fastly';

  constructor(private readonly options: FastlyPurgerOptions) {}

  async purge(keys: readonly string[]): Promise<void> {
    const { apiUrl, token, serviceId, softPurge } = this.options;
    const url = `${apiUrl.replace(/\/+$/, '')}/service/${encodeURIComponent(serviceId)}/purge`;
    for (const batch of purgeBatches(keysToPurge(keys), { maxKeys: fastlyMaxKeysPerRequest })) {
      await sendPurge(
        {
          provider: 'fastly',
          target: 'Fastly',
          url,
          method: 'POST',
          headers: {
            'Fastly-Key': token,
            Accept: 'application/json',
            'Content-Type': 'application/json',
            ...(softPurge && { 'Fastly-Soft-Purge': '1' }),
          },
          body: JSON.stringify({ surrogate_keys: batch }),
          failureOf: fastlyFailure,
          secrets: [token],
        },
        this.options,
      );
    }
  }
}

function fastlyFailure(answer: PurgeAnswer): string | null {
  if (answer.status === 200 && purgedKeysSchema.safeParse(answer.json).success) return null;
  const error = fastlyErrorSchema.safeParse(answer.json);
  if (error.success) {
    const { msg, detail } = error.data;
    return detail ? `${msg}: ${detail}` : msg;
  }
  if (answer.status === 200) return 'it answered in a shape Fastly does not document';
  return answer.statusText || `HTTP ${answer.status}`;
}
