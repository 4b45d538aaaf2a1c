import { pageHeaders } from './nginx';

describe('pageHeaders', () => {
  it("keeps a page's own headers and leaves what each server adds by itself", () => {
    const headers = pageHeaders({
      'content-security-policy': "default-src 'self'",
      'cache-control': 's-maxage=60, stale-while-revalidate=300',
      vary: 'Accept-Encoding',
      'set-cookie': ['a=1', 'b=2'],
      date: 'Mon, 30 Nov 2026 02:40:38 GMT',
      etag: '"vgw284wjbcjbw"',
      'content-length': '6149',
      'content-encoding': 'gzip',
      'content-type': 'text/html; charset=utf-8',
      connection: 'keep-alive',
      age: '0',
      via: '1.1 varnish (Varnish/7.1)',
      'x-varnish': '7 6',
      'x-cache': 'HIT',
      'x-cache-hits': '1',
      'accept-ranges': 'bytes',
      missing: undefined,
    });
    expect(headers).toEqual([
      ['content-security-policy', "default-src 'self'"],
      ['cache-control', 's-maxage=60, stale-while-revalidate=300'],
      ['vary', 'Accept-Encoding'],
      ['set-cookie', 'a=1, b=2'],
    ]);
  });
});
