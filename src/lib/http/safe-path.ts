/**
 * A path on this site to send a visitor back to, or '/' when `value` is not one (an absolute or
 * protocol-relative URL would make the site an open redirect).
 */
export function sitePath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/';
}
