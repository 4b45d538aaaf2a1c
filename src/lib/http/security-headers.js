// @ts-check
/**
 * The security headers of every response: Content-Security-Policy and the rest. Plain JavaScript,
 * because next.config.js reads it (its `headers()`: every response, in every environment).
 */
const isDev = process.env.NODE_ENV !== 'production';
const gtmOrigin = process.env.GTM_ORIGIN || 'https://www.googletagmanager.com';
const gtmId = process.env.GTM_ID || '';

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

/**
 * Draft mode (Next's `__prerender_bypass` cookie, set by /api/draft with the secret) is the one
 * case a page may be framed: by Contentful's live preview pane. Only a browser holding the cookie
 * gets the looser framing, and an attacker cannot give a victim's browser one; the draft content
 * itself still needs the cookie's secret value.
 */
/**
 * Who may frame a page in draft mode: Contentful's web app, whose live preview pane shows it, on
 * its global host and its EU data-residency host.
 */
const previewFrameAncestors =
  "frame-ancestors 'self' https://app.contentful.com https://app.eu.contentful.com";

const draftHeaders = securityHeaders
  .filter((header) => header.key !== 'X-Frame-Options')
  .map((header) =>
    header.key === 'Content-Security-Policy'
      ? {
          ...header,
          value: header.value.replace("frame-ancestors 'none'", previewFrameAncestors),
        }
      : header,
  );

/** The cookie that marks draft mode. */
const draftCookie = '__prerender_bypass';

module.exports = { securityHeaders, draftHeaders, draftCookie, previewFrameAncestors };
