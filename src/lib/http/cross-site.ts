import type { IncomingMessage } from 'node:http';
import { httpError } from './errors';

/** What a caller reads when another site's page tried to write through a visitor's browser. */
export const crossSiteMessage =
  'This request came from another website and was refused. Please use the form on this site.';

/**
 * Refuses a write another site's page sends from a visitor's browser (a sign-up with their consent,
 * an enquiry in their name): a browser says where a request comes from in `Sec-Fetch-Site` and
 * `Origin`, and a page cannot change either. `Sec-Fetch-Site: cross-site` is refused; without it
 * (an older browser), an `Origin` that is not this site's (its Host, or SITE_URL) is refused.
 * A server-to-server call (the Contentful webhook, a mail provider's one-click unsubscribe) sends
 * neither, and passes.
 */
export function refuseCrossSite(
  req: Pick<IncomingMessage, 'headers'>,
  siteUrl: string | undefined,
): void {
  const fetchSite = single(req.headers['sec-fetch-site'])?.toLowerCase();
  if (fetchSite === 'cross-site') throw httpError(403, crossSiteMessage);
  if (fetchSite) return;
  const origin = single(req.headers.origin);
  if (origin === undefined) return;
  const host = single(req.headers.host)?.toLowerCase();
  const originHost = hostOf(origin);
  if (originHost !== null && (originHost === host || originHost === hostOf(siteUrl))) return;
  throw httpError(403, crossSiteMessage);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The `host[:port]` of an origin or URL, or null (an opaque `null` origin is no site). */
function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase() || null;
  } catch {
    return null;
  }
}
