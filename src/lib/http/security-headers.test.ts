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

describe("next.config.js's header rules", () => {
  // A rule with a named parameter (`/:path*`) has Next compile each of its header values that
  // holds a ':' (the policy's `https:`) as a path pattern, on every request it matches: 5% of an
  // availability request's CPU. An unnamed group (`/(.*)`) matches the same paths, naming none.
  it('match every path without a named parameter', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS
    const config = require('../../../next.config.js') as {
      headers: () => Promise<{ source: string; headers: { key: string }[] }[]>;
    };
    const rules = await config.headers();
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.source).not.toMatch(/:[A-Za-z_]/);
      expect(rule.headers.map((header) => header.key)).toContain('Content-Security-Policy');
    }
  });
});
