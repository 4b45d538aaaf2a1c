/**
 * A random id for a session or an idempotency key. `crypto.randomUUID` exists only in secure
 * contexts (https, localhost), so a site opened over plain http on a LAN falls back to
 * `getRandomValues`, which every browser has.
 */
export function randomId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
