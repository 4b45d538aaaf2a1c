import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { httpError } from '@/lib/http';

/**
 * The `Idempotency-Key` of a booking write (as in the IETF Idempotency-Key draft and Stripe): a
 * retried request with the same key returns the first booking rather than making a second. The
 * key is bound to the request it came with, so it can never hand a diner a booking they did not
 * make, nor one session another's reference.
 */
export const idempotencyMessages = {
  invalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  reused:
    'This Idempotency-Key was already used for a different request. Send a new key for a new booking.',
} as const;

/** The request's key, undefined when it sent none; a malformed one is a 400, never cut short. */
export function idempotencyKeyOf(req: { headers: IncomingHttpHeaders }): string | undefined {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw httpError(400, idempotencyMessages.invalid);
  }
  return key;
}

/**
 * What a key is bound to: the route, the store, the session and the parsed body, written with its
 * keys in order (so the same booking sent with its fields in another order is the same request).
 */
export function requestFingerprint(request: {
  route: string;
  storeId: string;
  sessionId: string;
  body: unknown;
}): string {
  return createHash('sha256').update(canonicalJson(request)).digest('base64url');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A key sent again with another request: 422, as the draft says. */
export function idempotencyKeyReused() {
  return httpError(422, idempotencyMessages.reused);
}
