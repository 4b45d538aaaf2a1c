import type { ServerResponse } from 'node:http';
import { draftCookie } from './security-headers';

/**
 * Marks Next's draft-mode cookie `Partitioned` (CHIPS), as it is set or cleared: Contentful's live
 * preview pane shows the site in a third-party frame, where Safari and Chrome keep (and delete)
 * only a partitioned cookie. Only a `Secure` cookie of a site served over https may be
 * partitioned: Chromium keeps a partitioned cookie of an http site (even on localhost) but never
 * sends it back, so a site on http (`npm start` on a laptop, the e2e servers) keeps Next's cookie
 * as it is.
 */
export function partitionDraftCookie(res: ServerResponse, siteUrl: string): void {
  if (!siteUrl.startsWith('https://')) return;
  const header = res.getHeader('Set-Cookie');
  const cookies = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  res.setHeader(
    'Set-Cookie',
    cookies.map((cookie) =>
      cookie.startsWith(`${draftCookie}=`) &&
      /;\s*Secure(;|$)/i.test(cookie) &&
      !/;\s*Partitioned(;|$)/i.test(cookie)
        ? `${cookie}; Partitioned`
        : cookie,
    ),
  );
}
