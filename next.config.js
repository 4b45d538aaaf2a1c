// @ts-check
const isDev = process.env.NODE_ENV !== 'production';

/**
 * Content-Security-Policy: everything from this origin only. Development adds what React Refresh
 * needs. Features that embed a third party (maps, card drop-in, captcha) add their hosts here.
 */
// Google Maps, only when a key is set (otherwise the map is the site's own SVG).
const googleMaps = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY
  ? {
      script: ' https://maps.googleapis.com https://maps.gstatic.com',
      connect: ' https://maps.googleapis.com',
      font: ' https://fonts.gstatic.com',
    }
  : { script: '', connect: '', font: '' };

// The Braintree card drop-in (the card guarantee step), only when the braintree gateway is used:
// its hosted card fields are frames from assets.braintreegateway.com that call Braintree's APIs
// (Braintree's "Content Security Policy" guidance).
const braintree =
  process.env.PAYMENT_GATEWAY === 'braintree'
    ? {
        script: ' https://js.braintreegateway.com https://assets.braintreegateway.com',
        style: ' https://assets.braintreegateway.com',
        frame: ' https://assets.braintreegateway.com',
        connect:
          ' https://api.braintreegateway.com https://api.sandbox.braintreegateway.com' +
          ' https://client-analytics.braintreegateway.com https://client-analytics.sandbox.braintreegateway.com' +
          ' https://payments.braintree-api.com https://payments.sandbox.braintree-api.com',
      }
    : { script: '', style: '', frame: '', connect: '' };

// reCAPTCHA v3, only when a site key is set: its script (www.google.com, www.gstatic.com) and the
// invisible frame it runs in (Google's "reCAPTCHA and Content Security Policy" guidance).
const recaptcha = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY
  ? {
      script: ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/',
      frame: ' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
      connect: ' https://www.google.com/recaptcha/',
    }
  : { script: '', frame: '', connect: '' };

const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self'${googleMaps.script}${braintree.script}${recaptcha.script}${isDev ? " 'unsafe-eval' 'unsafe-inline'" : ''}`,
  `style-src 'self' 'unsafe-inline'${braintree.style}`,
  `frame-src 'self'${braintree.frame}${recaptcha.frame}`,
  "img-src 'self' data: blob: https:",
  `font-src 'self'${googleMaps.font}`,
  `connect-src 'self'${googleMaps.connect}${braintree.connect}${recaptcha.connect}${isDev ? ' ws:' : ''}`,
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
  // Server-only packages with native or WebAssembly parts are loaded by Node, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'braintree'],
  sassOptions: {
    // Bootstrap 5 still uses Sass features that Dart Sass marks deprecated; its warnings are noise.
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  async rewrites() {
    // The location finder calls /cdg/geo/* (spec 1 §7), outside /api; the handlers live in /api.
    return [{ source: '/cdg/geo/:path*', destination: '/api/cdg/geo/:path*' }];
  },
};

module.exports = nextConfig;
