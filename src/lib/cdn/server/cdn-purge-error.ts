import type { CdnName } from '../surrogate-keys';

/** What is known of a purge that failed. */
export interface CdnPurgeFailure {
  /** The cache tier that was asked. */
  provider: CdnName;
  /** The HTTP status of its last answer; undefined when none came (timeout, no connection). */
  status?: number;
  /** What the tier said about it (Fastly's msg, Cloudflare's errors, Varnish's reason). */
  providerMessage?: string;
  /** How many times the request was sent. */
  attempts: number;
}

/**
 * A purge the cache tier did not accept, after the retries it was worth: no answer in time, no
 * connection, a refusal (a bad token: 401/403), or still 429 or 5xx at the last attempt. The message
 * names the tier, the status and the tier's own words; never the API token.
 */
export class CdnPurgeError extends Error {
  override name = 'CdnPurgeError';
  readonly provider: CdnName;
  readonly status: number | undefined;
  readonly providerMessage: string | undefined;
  readonly attempts: number;

  constructor(message: string, failure: CdnPurgeFailure, options?: ErrorOptions) {
    super(message, options);
    this.provider = failure.provider;
    this.status = failure.status;
    this.providerMessage = failure.providerMessage;
    this.attempts = failure.attempts;
  }
}
