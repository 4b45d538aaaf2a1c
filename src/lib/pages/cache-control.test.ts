import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { setPageHeaders } from './cache-control';

function response() {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.setHeader('Content-Security-Policy', "default-src 'self'; frame-ancestors 'none'");
  res.setHeader('X-Frame-Options', 'DENY');
  return res;
}

describe('setPageHeaders', () => {
  it('lets a CDN cache published pages, which no one may frame', () => {
    const res = response();
    setPageHeaders(res, { preview: false });
    expect(res.getHeader('Cache-Control')).toBe('public, s-maxage=60, stale-while-revalidate=300');
    expect(res.getHeader('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(res.getHeader('X-Frame-Options')).toBe('DENY');
  });

  it("never caches draft pages, and lets Contentful's preview pane frame them", () => {
    const res = response();
    setPageHeaders(res, { preview: true });
    expect(res.getHeader('Cache-Control')).toBe('private, no-store');
    expect(res.getHeader('Content-Security-Policy')).toBe(
      "default-src 'self'; frame-ancestors 'self' https://app.contentful.com https://app.eu.contentful.com",
    );
    expect(res.getHeader('X-Frame-Options')).toBeUndefined();
  });
});
