import { z } from 'zod';
import type { CdnPurger } from './cdn-purger';
import { keysToPurge, purgeBatches } from './purge-batches';
import { sendPurge, type PurgeAnswer, type PurgeTransport } from './send-purge';

/** A Cloudflare zone and the token that may purge it. */
export interface CloudflarePurgerOptions extends PurgeTransport {
  /** CLOUDFLARE_API_URL: https://api.cloudflare.com/client/v4 */
  apiUrl: string;
  /** CLOUDFLARE_API_TOKEN: an API token with the Cache Purge permission on the zone. */
  token: string;
  /** CLOUDFLARE_ZONE_ID */
  zoneId: string;
}

/** Cloudflare purges at most 100 tags in one request (its purge limits, every plan). */
export const cloudflareMaxTagsPerRequest = 100;

/** Every Cloudflare API answer: `{ success, errors, messages, result }`. */
const envelopeSchema = z.object({
  success: z.boolean(),
  errors: z.array(z.object({ code: z.number().optional(), message: z.string() })).default([]),
});

/**
 * Purges a Cloudflare zone by cache tag: `POST {api}/zones/{zone_id}/purge_cache` with
 * `Authorization: Bearer <token>` and `{ "tags": [...] }`, at most 100 tags a request. Cloudflare
 * answers `{ success: true, result: { id } }`; a refusal may come with any status, 200 included, as
 * `success: false` with its `errors`.
 */
export class CloudflarePurger implements CdnPurger {
  readonly name = 'cloudflare';

  constructor(private readonly options: CloudflarePurgerOptions) {}

  async purge(keys: readonly string[]): Promise<void> {
    const { apiUrl, token, zoneId } = this.options;
    const url = `${apiUrl.replace(/\/+$/, '')}/zones/${encodeURIComponent(zoneId)}/purge_cache`;
    for (const tags of purgeBatches(keysToPurge(keys), { maxKeys: cloudflareMaxTagsPerRequest })) {
      await sendPurge(
        {
          provider: 'cloudflare',
          target: 'Cloudflare',
          url,
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            Accept: 'application/json',
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ tags }),
          failureOf: cloudflareFailure,
          secrets: [token],
        },
        this.options,
      );
    }
  }
}

function cloudflareFailure(answer: PurgeAnswer): string | null {
  const envelope = envelopeSchema.safeParse(answer.json);
  if (answer.status >= 200 && answer.status < 300 && envelope.data?.success === true) return null;
  const errors = envelope.data?.errors ?? [];
  if (errors.length > 0) {
    return errors
      .map(({ code, message }) => (code === undefined ? message : `${message} (${code})`))
      .join('; ');
  }
  if (envelope.success) return 'it answered success: false and no error';
  return answer.statusText || `HTTP ${answer.status}`;
}
