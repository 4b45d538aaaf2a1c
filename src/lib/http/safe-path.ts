const origin = 'http://site.invalid';

/**
 * A path on this site to send a visitor back to, or '/' when `value` is not one, so no redirect
 * built from it can leave the site (an open redirect) or break the response (a header injection).
 *
 * Refused: anything but a string starting with one '/'; control characters (browsers drop a tab
 * or a newline, which turns '/\t/evil.example' into '//evil.example') and backslashes (read as
 * '/'); anything that resolved against the site's origin lands elsewhere. What is left comes back
 * as its path, query and fragment.
 */
export function sitePath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
