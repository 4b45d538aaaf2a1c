// @ts-check
const {
  draftCookie,
  draftHeaders,
  securityHeaders,
} = require('./src/lib/http/security-headers.js');
const { nextRewrites } = require('./src/lib/http/rewrites.js');

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
    // In production scripts/serve.ts sets these on every response, once per request, rather than
    // Next.js matching and compiling them per request (src/lib/http/security-headers.js).
    if (!isDev) return [];
    const cookie = [{ type: /** @type {const} */ ('cookie'), key: draftCookie }];
    return [
      { source: '/:path*', missing: cookie, headers: securityHeaders },
      { source: '/:path*', has: cookie, headers: draftHeaders },
    ];
  },
  async rewrites() {
    // The location finder calls /cdg/geo/* (spec 1 §7), outside /api; the handlers live in /api.
    // In production scripts/serve.ts rewrites these itself, before Next.js (src/lib/http/rewrites.js).
    return isDev ? nextRewrites : [];
  },
};

module.exports = nextConfig;
