import type { ServerResponse } from 'node:http';
import { previewFrameAncestors } from '@/lib/http';

/**
 * Headers of a rendered page. Pages may be cached by a CDN for 60 s and served stale for 5 min while
 * it refetches (ARCHITECTURE §3). Draft content is never cached, and only it may be framed, by
 * Contentful's live preview pane.
 */
export function setPageHeaders(res: ServerResponse, { preview }: { preview: boolean }): void {
  if (!preview) {
    res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300');
    return;
  }
  res.setHeader('Cache-Control', 'private, no-store');
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy === 'string') {
    res.setHeader(
      'Content-Security-Policy',
      policy.replace("frame-ancestors 'none'", previewFrameAncestors),
    );
  }
  res.removeHeader('X-Frame-Options');
}
