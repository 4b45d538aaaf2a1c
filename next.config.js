// @ts-check
const isDev = process.env.NODE_ENV !== 'production';

/**
 * Google Tag Manager (GTM_ID, GTM_ORIGIN): the browser needs both and the policy below allows the
 * origin, so both are fixed at build time. `npm start` validates them first (src/lib/config); these
 * checks stop `npm run build` from writing a bad value into the bundle or the policy.
 */
const gtmId = process.env.GTM_ID || '';
const gtmOrigin = process.env.GTM_ORIGIN || 'https://www.googletagmanager.com';
if (gtmId && !/^GTM-[A-Z0-9]{1,20}$/.test(gtmId)) {
  throw new Error(`GTM_ID=${JSON.stringify(gtmId)} is not a Tag Manager container id (GTM-...)`);
}
if (!URL.canParse(gtmOrigin) || new URL(gtmOrigin).origin !== gtmOrigin) {
  throw new Error(`GTM_ORIGIN=${JSON.stringify(gtmOrigin)} is not an origin (https://host)`);
}

/**
 * Content-Security-Policy: everything from this origin only. Development adds what React Refresh
 * needs. Each third party the site embeds (maps, card drop-in, captcha) is one entry below: the
 * hosts it needs, by directive, when its feature is on.
 */
const thirdParties = [
  // Google Maps, only when a key is set (otherwise the map is the site's own SVG).
  process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY && {
    script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
    connect: ['https://maps.googleapis.com'],
    font: ['https://fonts.gstatic.com'],
  },
  // The Braintree card drop-in (the card guarantee step), only when the braintree gateway is used:
  // its hosted card fields are frames from assets.braintreegateway.com that call Braintree's APIs
  // (Braintree's "Content Security Policy" guidance).
  process.env.PAYMENT_GATEWAY === 'braintree' && {
    script: ['https://js.braintreegateway.com', 'https://assets.braintreegateway.com'],
    style: ['https://assets.braintreegateway.com'],
    frame: ['https://assets.braintreegateway.com'],
    connect: [
      'https://api.braintreegateway.com',
      'https://api.sandbox.braintreegateway.com',
      'https://client-analytics.braintreegateway.com',
      'https://client-analytics.sandbox.braintreegateway.com',
      'https://payments.braintree-api.com',
      'https://payments.sandbox.braintree-api.com',
    ],
  },
  // reCAPTCHA v3, only when a site key is set: its script (www.google.com, www.gstatic.com) and the
  // invisible frame it runs in (Google's "reCAPTCHA and Content Security Policy" guidance).
  process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY && {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    connect: ['https://www.google.com/recaptcha/'],
  },
  // Google Tag Manager, only when a container is set, and loaded by the site's own script (no
  // inline snippet, no nonce: pages stay cacheable): the container from its origin, and the hits
  // of the Google Analytics 4 tags it runs (Google's "Use a Content Security Policy" guide; images
  // are already allowed from any https: host). Tags needing more hosts are added here.
  gtmId && {
    script: [gtmOrigin],
    connect: [gtmOrigin, 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  },
];

/**
 * One directive: its own sources, then the hosts the third parties in use need for it.
 * @param {string} name the directive (`script-src`)
 * @param {'script' | 'style' | 'frame' | 'font' | 'connect'} kind what the third parties list for it
 * @param {string[]} own the sources before the third parties' hosts
 * @param {string[]} [after] the sources after them
 */
const directive = (name, kind, own, after = []) =>
  [name, ...own, ...thirdParties.flatMap((party) => (party && party[kind]) || []), ...after].join(
    ' ',
  );

const contentSecurityPolicy = [
  "default-src 'self'",
  directive('script-src', 'script', ["'self'"], isDev ? ["'unsafe-eval'", "'unsafe-inline'"] : []),
  directive('style-src', 'style', ["'self'", "'unsafe-inline'"]),
  directive('frame-src', 'frame', ["'self'"]),
  "img-src 'self' data: blob: https:",
  directive('font-src', 'font', ["'self'"]),
  directive('connect-src', 'connect', ["'self'"], isDev ? ['ws:'] : []),
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  images: {
    // The responsive widths of spec 1 §9; Contentful's Images API does the resizing.
    deviceSizes: [320, 640, 768, 1024, 1280, 1536],
    imageSizes: [16, 32, 64, 128, 256],
  },
  poweredByHeader: false,
  // Content pages are served from a cache of rendered pages (incremental static regeneration):
  // this process's, or with REDIS_URL one shared by every process (src/features/page-cache).
  cacheHandler: require.resolve('./src/features/page-cache/page-cache-handler.js'),
  // A cached page is fresh for its `revalidate` (60 s), then served stale for at most 5 minutes
  // while it is made again (ARCHITECTURE §3); after that a request waits for a fresh one. The
  // Cache-Control header tells a CDN the same: s-maxage=60, stale-while-revalidate=300.
  expireTime: 360,
  // Slashes are the proxy's (src/proxy.ts): a 301 for pages, as spec 1 §2 says, where Next would
  // answer 308; API paths answer with or without a trailing slash.
  skipTrailingSlashRedirect: true,
  // Written into the browser bundle at build time (read by src/features/consent/tag-manager.ts).
  env: { GTM_ID: gtmId, GTM_ORIGIN: gtmOrigin },
  // Server-only packages with native or WebAssembly parts are loaded by Node, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'braintree'],
  sassOptions: {
    // Bootstrap 5 still uses Sass features that Dart Sass marks deprecated; its warnings are noise.
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  },
  async headers() {
    // Draft mode (Next's `__prerender_bypass` cookie, set by /api/draft with the secret) is the one
    // case a page may be framed: by Contentful's live preview pane. Cached pages are rendered
    // without a response to change, so the choice is made here, by the cookie. Only a browser
    // holding the cookie gets the looser framing, and an attacker cannot give a victim's browser
    // one; the draft content itself still needs the cookie's secret value.
    const draftCookie = [{ type: /** @type {const} */ ('cookie'), key: '__prerender_bypass' }];
    const draftHeaders = securityHeaders
      .filter((header) => header.key !== 'X-Frame-Options')
      .map((header) =>
        header.key === 'Content-Security-Policy'
          ? {
              ...header,
              value: header.value.replace(
                "frame-ancestors 'none'",
                "frame-ancestors 'self' https://app.contentful.com",
              ),
            }
          : header,
      );
    return [
      { source: '/:path*', missing: draftCookie, headers: securityHeaders },
      { source: '/:path*', has: draftCookie, headers: draftHeaders },
    ];
  },
  async rewrites() {
    // The location finder calls /cdg/geo/* (spec 1 §7), outside /api; the handlers live in /api.
    return [{ source: '/cdg/geo/:path*', destination: '/api/cdg/geo/:path*' }];
  },
};

module.exports = nextConfig;
