import type { CdnName } from '../surrogate-keys';
import { CdnPurgeError } from './cdn-purge-error';

/** How often, and how patiently, a purge request is tried. */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before the first retry; each further one waits twice as long (with jitter). */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A 429 asking to wait longer than this is not waited for: the purge fails at once. */
  maxRetryAfterMs: number;
}

/**
 * Three tries, half a second then a second apart: a purge runs while the publish webhook waits, so
 * it is worth a passing fault's retry, not minutes.
 */
export const defaultRetryPolicy: RetryPolicy = {
  attempts: 3,
  baseDelayMs: 500,
  maxDelayMs: 5000,
  maxRetryAfterMs: 30_000,
};

/** How a purger reaches its tier: the timeout of each request, the retries, and the means. */
export interface PurgeTransport {
  /** Milliseconds each request may take (CDN_PURGE_TIMEOUT_MS). */
  timeoutMs: number;
  retry?: RetryPolicy;
  fetch?: typeof fetch;
}

/** A tier's answer, read whole. */
export interface PurgeAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** One purge request, and how to read its tier's answers. */
export interface PurgeCall {
  provider: CdnName;
  /** The tier as a message names it: `Fastly`, `Varnish at http://10.0.0.5:6081`. */
  target: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /**
   * What the tier said went wrong, in its own words, or null when the answer is a success. Asked of
   * every answer: a 2xx may still be a refusal (Cloudflare's `success: false`).
   */
  failureOf(answer: PurgeAnswer): string | null;
  /** Strings never to be quoted in an error (the API token), should the tier echo them. */
  secrets?: readonly string[];
}

const isRetryable = (status: number) => status === 429 || status >= 500;

/**
 * Sends one purge request until its tier accepts it: retried with backoff after no answer (a
 * timeout or no connection), 429 (after its Retry-After) and 5xx, up to the policy's attempts; any
 * other refusal (a bad token, a bad request) fails at once, as trying again cannot help.
 */
export async function sendPurge(call: PurgeCall, transport: PurgeTransport): Promise<PurgeAnswer> {
  const policy = transport.retry ?? defaultRetryPolicy;
  const fetchFn = transport.fetch ?? fetch;
  let attempts = 0;
  const redact = (text: string) =>
    (call.secrets ?? []).reduce((safe, secret) => safe.replaceAll(secret, '[redacted]'), text);
  const fail = (message: string, status?: number, providerMessage?: string, cause?: unknown) =>
    new CdnPurgeError(
      redact(message),
      {
        provider: call.provider,
        status,
        providerMessage: providerMessage && redact(providerMessage),
        attempts,
      },
      { cause },
    );

  for (;;) {
    attempts++;
    const tries = attempts > 1 ? ` (${attempts} tries)` : '';
    let answer: PurgeAnswer;
    try {
      answer = await request(call, fetchFn, transport.timeoutMs);
    } catch (error) {
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      if (attempts < policy.attempts) {
        await sleep(backoff(policy, attempts));
        continue;
      }
      const why = timedOut
        ? `did not answer within ${transport.timeoutMs} ms`
        : `could not be reached${reasonOf(error)}`;
      throw fail(`${call.target} ${why}${tries}`, undefined, undefined, error);
    }

    const failure = call.failureOf(answer);
    if (failure === null) return answer;
    const refused = `${call.target} refused the purge (HTTP ${answer.status}): ${failure}`;
    if (!isRetryable(answer.status)) throw fail(refused, answer.status, failure);
    if (attempts >= policy.attempts) throw fail(`${refused}${tries}`, answer.status, failure);

    const retryAfter = answer.status === 429 ? retryAfterMs(answer.headers) : undefined;
    if (retryAfter !== undefined && retryAfter > policy.maxRetryAfterMs) {
      const wait = Math.ceil(retryAfter / 1000);
      throw fail(`${refused}; it asks to wait ${wait} s, too long to wait for`, 429, failure);
    }
    await sleep(retryAfter ?? backoff(policy, attempts));
  }
}

async function request(call: PurgeCall, fetchFn: typeof fetch, timeoutMs: number) {
  // The timeout covers the whole answer, body included.
  const signal = AbortSignal.timeout(timeoutMs);
  const response = await fetchFn(call.url, {
    method: call.method,
    headers: call.headers,
    body: call.body,
    signal,
    // A purge API never redirects; following one would send the token elsewhere.
    redirect: 'error',
  });
  const text = await response.text();
  return {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    text,
    json: parseJson(text),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Retry-After in milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day (`Fri, 27 Nov 2026 12:00:30 GMT`); Date.parse reads `-5` as a year.
  if (!/^[A-Za-z]{3}, /.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before retry `attempt` + 1: doubling from the base, capped, with half of it jittered. */
function backoff(policy: RetryPolicy, attempt: number): number {
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return delay / 2 + Math.random() * (delay / 2);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** ` (ECONNREFUSED)`: the system's reason a request got no answer, when it gave one. */
function reasonOf(error: unknown): string {
  // Read by shape: fetch's errors may come from another realm (a test's), where instanceof fails.
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? ` (${cause.code})` : '';
}
