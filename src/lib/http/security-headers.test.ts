import { securityHeadersFor } from './security-headers.js';

const asObject = (cookie: string | undefined) =>
  Object.fromEntries(securityHeadersFor(cookie).map(({ key, value }) => [key, value]));

describe('securityHeadersFor', () => {
  it('forbids framing and allows only this origin, without a draft cookie', () => {
    for (const cookie of [undefined, '', 'consent=1', 'x__prerender_bypass=1']) {
      const headers = asObject(cookie);
      expect(headers['X-Frame-Options']).toBe('DENY');
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
      expect(headers['Content-Security-Policy']).toContain("default-src 'self'");
      expect(headers['Strict-Transport-Security']).toBe(
        'max-age=63072000; includeSubDomains; preload',
      );
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
    }
  });

  it('lets only Contentful frame a page in draft mode', () => {
    const headers = asObject('consent=1; __prerender_bypass=abc');
    expect(headers['X-Frame-Options']).toBeUndefined();
    expect(headers['Content-Security-Policy']).toContain(
      "frame-ancestors 'self' https://app.contentful.com",
    );
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});
