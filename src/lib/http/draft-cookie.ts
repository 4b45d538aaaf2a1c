import type { ServerResponse } from 'node:http';
import { draftCookie } from './security-headers';

/**
 * Marks Next's draft-mode cookie `Partitioned` (CHIPS), as it is set or cleared: Contentful's live
 * preview pane shows the site in a third-party frame, where Safari and Chrome keep (and delete)
 * only a partitioned cookie. Only a `Secure` cookie may be partitioned (a browser drops any other),
 * so in development over http the cookie is left as Next made it.
 */
export function partitionDraftCookie(res: ServerResponse): void {
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
