import { draftHeaders, securityHeaders } from './security-headers.js';

const asObject = (headers: { key: string; value: string }[]) =>
  Object.fromEntries(headers.map(({ key, value }) => [key, value]));

describe('the security headers', () => {
  it('forbid framing and allow only this origin', () => {
    const headers = asObject(securityHeaders);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).toContain("default-src 'self'");
    expect(headers['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('let only Contentful frame a page in draft mode', () => {
    const headers = asObject(draftHeaders);
    expect(headers['X-Frame-Options']).toBeUndefined();
    expect(headers['Content-Security-Policy']).toContain(
      "frame-ancestors 'self' https://app.contentful.com https://app.eu.contentful.com",
    );
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});
