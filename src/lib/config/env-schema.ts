import { z } from 'zod';
import { captchaEnv } from './captcha-env';
import { cdnEnv } from './cdn-env';
import { decimalInteger } from './decimal-integer';
import { rateLimitsSchema, trustedProxiesSchema } from './rate-limits';

// Scripts read their numbers as the configuration does.
export { decimalInteger };

/**
 * Every environment variable Tavola reads, with its embedded default.
 *
 * Each entry's description says what the variable expects; start-up quotes it when a value is
 * invalid, and the README's configuration table lists the same variables (a test keeps them in step).
 * An empty string counts as unset, so `FOO=` in a shell or `.env` file falls back to the default.
 */

const secret = (what: string) =>
  z
    .string()
    .min(16)
    .optional()
    .describe(`a secret of at least 16 characters for ${what}; unset turns it off`);

/** SMTP_URL: an smtp:// or smtps:// URL naming a host; credentials may be part of it. */
function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '' && url.pathname.length <= 1
  );
}

/** `address@domain` or `Name <address@domain>`, on one line (it becomes the From header). */
const mailFromPattern = /^(?:[^<>"\r\n]+ )?<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/;

export const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'])
      .default('development')
      .describe('one of development, production or test'),
    PORT: decimalInteger(1, 65535).default(3000).describe('a TCP port number from 1 to 65535'),
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .default('http://localhost:3000')
      .describe('the public http(s) URL of the site, used for canonical links and e-mails'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/ })
      .optional()
      .describe('a postgres:// connection URL; unset uses the embedded PGlite database'),
    PGLITE_DIR: z
      .string()
      .min(1)
      .default('.data/pglite')
      .describe('the folder where the embedded PGlite database keeps its files'),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(60_000)
      .default(2000)
      .describe('milliseconds to wait for a new PostgreSQL connection, from 100 to 60000'),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(500)
      .max(600_000)
      .default(5000)
      .describe(
        'milliseconds a PostgreSQL statement (or an idle transaction) may take, from 500 to 600000',
      ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info')
      .describe('one of fatal, error, warn, info, debug, trace or silent'),
    DIAGNOSTIC_ROUTES: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true')
      .describe(
        'true or false; true serves /_diagnostics/* pages that fail on purpose (end-to-end tests)',
      ),
    BRAND: z
      .enum(['tavola', 'tavola-express'])
      .default('tavola')
      .describe('the brand the site serves: tavola or tavola-express'),
    CONTENT_SOURCE: z
      .enum(['local', 'contentful'])
      .default('local')
      .describe('local (the space export in CONTENT_DIR) or contentful (the Delivery API)'),
    CONTENT_DIR: z
      .string()
      .min(1)
      .default('content')
      .describe('the folder of the local content store, holding one space export per brand'),
    CONTENTFUL_SPACE_ID: z.string().min(1).optional().describe('the Contentful space id'),
    CONTENTFUL_ACCESS_TOKEN: z
      .string()
      .min(1)
      .optional()
      .describe('a Contentful Delivery API access token'),
    CONTENTFUL_PREVIEW_TOKEN: z
      .string()
      .min(1)
      .optional()
      .describe('a Contentful Preview API access token, for draft mode'),
    CONTENTFUL_ENVIRONMENT: z
      .string()
      .min(1)
      .default('master')
      .describe('the Contentful environment'),
    CONTENTFUL_HOST: z
      .string()
      .min(1)
      .default('cdn.contentful.com')
      .describe('the Delivery API host name'),
    CONTENTFUL_PREVIEW_HOST: z
      .string()
      .min(1)
      .default('preview.contentful.com')
      .describe('the Preview API host name'),
    CONTENTFUL_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(60_000)
      .default(5000)
      .describe('milliseconds to wait for a Contentful response, from 100 to 60000'),
    CONTENTFUL_RETRIES: z.coerce
      .number()
      .int()
      .min(0)
      .max(5)
      .default(1)
      .describe('how often a failed Contentful request is retried, from 0 to 5'),
    CONTENT_CACHE_MAX_ENTRIES: z.coerce
      .number()
      .int()
      .min(10)
      .max(1_000_000)
      .default(5000)
      .describe('the most content items a process caches, from 10 to 1000000'),
    CONTENT_CACHE_MAX_MB: z.coerce
      .number()
      .int()
      .min(1)
      .max(4096)
      .default(64)
      .describe('the most megabytes (of JSON) of content a process caches, from 1 to 4096'),
    CONTENT_STALE_MAX_AGE_S: z.coerce
      .number()
      .int()
      .min(0)
      .max(604_800)
      .default(86_400)
      .describe(
        'seconds a cached item may be served stale while the content source fails (0: never), up to 604800',
      ),
    BOOKING_PROVIDER: z
      .enum(['embedded', 'partner'])
      .default('embedded')
      .describe(
        'embedded (the reservation engine over the database) or partner (PARTNER_BOOKING_URL)',
      ),
    PARTNER_BOOKING_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .describe('the base URL of the partner reservation system'),
    PARTNER_BOOKING_CLIENT_ID: z
      .string()
      .min(1)
      .optional()
      .describe('the client id the partner reservation system issues tokens to'),
    PARTNER_BOOKING_CLIENT_SECRET: z
      .string()
      .min(1)
      .optional()
      .describe('the client secret for the partner reservation system'),
    PAYMENT_GATEWAY: z
      .enum(['test', 'braintree'])
      .default('test')
      .describe("test (accepts Braintree's test nonces) or braintree"),
    BRAINTREE_ENVIRONMENT: z
      .enum(['sandbox', 'production'])
      .default('sandbox')
      .describe('sandbox or production'),
    BRAINTREE_MERCHANT_ID: z.string().min(1).optional().describe('the Braintree merchant id'),
    BRAINTREE_PUBLIC_KEY: z.string().min(1).optional().describe('the Braintree public key'),
    BRAINTREE_PRIVATE_KEY: z.string().min(1).optional().describe('the Braintree private key'),
    CUSTOMER_PROVIDER: z
      .enum(['embedded', 'bloomreach'])
      .default('embedded')
      .describe(
        'where mailing-list customers live: embedded (the database) or bloomreach (Bloomreach Engagement)',
      ),
    BLOOMREACH_API_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://api.exponea.com')
      .describe("the base URL of the Bloomreach Engagement API (your instance's API base URL)"),
    BLOOMREACH_PROJECT_TOKEN: z
      .string()
      .regex(/^[\w-]{1,100}$/)
      .optional()
      .describe('the Bloomreach Engagement project token'),
    BLOOMREACH_API_KEY_ID: z
      .string()
      .min(1)
      .optional()
      .describe('the Bloomreach Engagement API key id (private access)'),
    BLOOMREACH_API_SECRET: z
      .string()
      .min(1)
      .optional()
      .describe('the Bloomreach Engagement API secret (private access)'),
    BLOOMREACH_TIMEOUT_MS: decimalInteger(100, 60_000)
      .default(5000)
      .describe('milliseconds to wait for a Bloomreach response, from 100 to 60000'),
    JOBS_PROVIDER: z
      .enum(['embedded', 'ats'])
      .default('embedded')
      .describe(
        'where vacancies come from and applications go: embedded (the database) or ats (an applicant-tracking system at ATS_API_URL)',
      ),
    ATS_API_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .describe(
        'the base http(s) URL of the applicant-tracking system API, used when JOBS_PROVIDER=ats',
      ),
    ATS_API_KEY: z
      .string()
      .min(1)
      .optional()
      .describe('the applicant-tracking system API key, sent as a bearer token'),
    ATS_TIMEOUT_MS: decimalInteger(100, 60_000)
      .default(5000)
      .describe(
        'milliseconds to wait for an applicant-tracking system response, from 100 to 60000',
      ),
    GEOCODER: z
      .enum(['embedded', 'postcodes.io'])
      .default('embedded')
      .describe('embedded (the offline UK gazetteer) or postcodes.io (POSTCODES_IO_URL)'),
    POSTCODES_IO_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://api.postcodes.io')
      .describe('the base http(s) URL of the postcodes.io API, used when GEOCODER=postcodes.io'),
    INSTAGRAM_ACCESS_TOKEN: z
      .string()
      // Named in the message so start-up never repeats the token itself.
      .refine((value) => /^[\w.|-]{20,1000}$/.test(value), {
        message:
          'INSTAGRAM_ACCESS_TOKEN is invalid: expected an access token of 20 to 1000 letters, digits, "_", "-", "." or "|" (the value is not shown: it is a secret)',
      })
      .optional()
      .describe(
        "an Instagram User access token (Instagram API with Instagram Login, instagram_business_basic); set, the social feed shows that account's posts; unset, the content's social posts",
      ),
    INSTAGRAM_API_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://graph.instagram.com')
      .describe(
        'the base http(s) URL of the Instagram Graph API (a version path such as /v23.0 may follow the host)',
      ),
    INSTAGRAM_TIMEOUT_MS: decimalInteger(100, 30_000)
      .default(3000)
      .describe(
        'milliseconds to wait for the Instagram feed (every page of it), from 100 to 30000',
      ),
    INSTAGRAM_CACHE_S: decimalInteger(10, 86_400)
      .default(300)
      .describe('seconds the Instagram feed is kept before it is asked again, from 10 to 86400'),
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: z
      .string()
      .min(1)
      .optional()
      .describe(
        'a Google Maps JavaScript API key (read at build time); unset: the offline SVG map',
      ),
    NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID: z
      .string()
      .min(1)
      .optional()
      .describe(
        "a Google Maps map id for the markers (read at build time); unset: Google's demo id",
      ),
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{1,20}$/)
      .optional()
      .describe(
        'a Google Tag Manager container id such as GTM-AB12CD3 (read at build time); unset: no tag loads',
      ),
    GTM_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .refine(
        (value) => URL.canParse(value) && new URL(value).origin === value,
        'Expected an origin with no path',
      )
      .default('https://www.googletagmanager.com')
      .describe(
        "the http(s) origin Google Tag Manager's script comes from, with no path or trailing slash (a server-side tagging host; read at build time)",
      ),
    REDIS_URL: z
      .url({ protocol: /^rediss?$/ })
      .optional()
      .describe(
        'a redis:// URL; set, rate limits and caches are shared by every process; unset, in-process',
      ),
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w.-]{1,40}$/)
      .default('tavola')
      .describe(
        'the prefix of every Redis key and channel (1-40 letters, digits, ".", "-" or "_"), so sites or test runs can share one Redis',
      ),
    REDIS_CONNECT_TIMEOUT_MS: decimalInteger(50, 60_000)
      .default(1000)
      .describe('milliseconds to wait for Redis before falling back to in-process state'),
    SMTP_URL: z
      .string()
      // A custom message that names the variable is printed as it is: the value, which may hold a
      // password, is not repeated in the start-up error.
      .refine(isSmtpUrl, {
        message:
          'SMTP_URL is invalid: expected an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587 (the value is not shown: it may hold a password)',
      })
      .optional()
      .describe(
        'an smtp:// or smtps:// URL of the mail server, with its user and password; unset keeps mail in the outbox',
      ),
    MAIL_FROM: z
      .string()
      .regex(mailFromPattern)
      .default('no-reply@localhost')
      .describe('the From address of every e-mail: name@domain or Name <name@domain>'),
    MAIL_POLL_INTERVAL_MS: decimalInteger(100, 600_000)
      .default(5000)
      .describe('milliseconds between two looks for due mail in the outbox, 100 to 600000'),
    MAIL_BATCH_SIZE: decimalInteger(1, 50)
      .default(20)
      .describe('the most messages one look at the outbox sends, 1 to 50'),
    MAIL_MAX_ATTEMPTS: decimalInteger(1, 50)
      .default(10)
      .describe('attempts to send a message before it is marked failed, 1 to 50'),
    MAIL_RETRY_BASE_MS: decimalInteger(100, 3_600_000)
      .default(30_000)
      .describe(
        'milliseconds before the first retry of a message (each further one waits twice as long, at most an hour), 100 to 3600000',
      ),
    TRUSTED_PROXIES: trustedProxiesSchema,
    RATE_LIMITS: rateLimitsSchema,
    BOOKING_HORIZON_DAYS: decimalInteger(1, 730)
      .default(180)
      .describe(
        'how many days ahead a table can be booked, 1 to 730 (a restaurant rule may shorten it)',
      ),
    BOOKING_HOLD_MINUTES: decimalInteger(0, 60)
      .default(10)
      .describe(
        'how long the table a diner has picked is held for them while they finish, 0 to 60 minutes (0: no holds)',
      ),
    WAITLIST_OFFER_SECONDS: decimalInteger(10, 3600)
      .default(600)
      .describe(
        'how long a table offered to a diner on the waitlist is held for them, 10 to 3600 seconds',
      ),
    WAITLIST_SWEEP_SECONDS: decimalInteger(1, 600)
      .default(30)
      .describe(
        'seconds between two looks for lapsed waitlist offers and freed tables (expired holds, rule changes), 1 to 600',
      ),
    ...captchaEnv,
    ...cdnEnv,
    TOKEN_SECRET: secret('signing booking access tokens (unset: a secret kept in .data/)'),
    PREVIEW_SECRET: secret('/api/draft (live preview)'),
    REVALIDATE_SECRET: secret('/api/revalidate (the content webhook)'),
    METRICS_TOKEN: secret('/api/metrics (the bearer token a Prometheus scraper sends)'),
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .url({ protocol: /^https?$/ })
      .optional()
      .describe(
        'an http(s) OTLP/HTTP collector address; set, traces are sent to {address}/v1/traces; unset, no tracing',
      ),
    OTEL_TRACES_SAMPLER_ARG: z.coerce
      .number()
      .min(0)
      .max(1)
      .default(0.1)
      .describe(
        'the share of requests traced, from 0 to 1 (0.1, the default: one in ten; 1: every one), each whole; the request metrics count every request',
      ),
  })
  .superRefine((config, ctx) => {
    // A provider chosen by one variable needs the variables that configure it.
    const requires = (when: boolean, condition: string, keys: (keyof typeof config)[]) => {
      if (!when) return;
      for (const key of keys) {
        if (!config[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required when ${condition}`,
          });
        }
      }
    };
    requires(config.CONTENT_SOURCE === 'contentful', 'CONTENT_SOURCE=contentful', [
      'CONTENTFUL_SPACE_ID',
      'CONTENTFUL_ACCESS_TOKEN',
    ]);
    requires(config.BOOKING_PROVIDER === 'partner', 'BOOKING_PROVIDER=partner', [
      'PARTNER_BOOKING_URL',
      'PARTNER_BOOKING_CLIENT_ID',
      'PARTNER_BOOKING_CLIENT_SECRET',
    ]);
    requires(config.CUSTOMER_PROVIDER === 'bloomreach', 'CUSTOMER_PROVIDER=bloomreach', [
      'BLOOMREACH_PROJECT_TOKEN',
      'BLOOMREACH_API_KEY_ID',
      'BLOOMREACH_API_SECRET',
    ]);
    requires(config.JOBS_PROVIDER === 'ats', 'JOBS_PROVIDER=ats', ['ATS_API_URL', 'ATS_API_KEY']);
    requires(Boolean(config.RECAPTCHA_SECRET_KEY), 'RECAPTCHA_SECRET_KEY is set', [
      'NEXT_PUBLIC_RECAPTCHA_SITE_KEY',
    ]);
    requires(config.PAYMENT_GATEWAY === 'braintree', 'PAYMENT_GATEWAY=braintree', [
      'BRAINTREE_MERCHANT_ID',
      'BRAINTREE_PUBLIC_KEY',
      'BRAINTREE_PRIVATE_KEY',
    ]);
    requires(config.CDN_PURGE === 'varnish', 'CDN_PURGE=varnish', ['CDN_PURGE_URL']);
    requires(config.CDN_PURGE === 'fastly', 'CDN_PURGE=fastly', [
      'FASTLY_API_TOKEN',
      'FASTLY_SERVICE_ID',
    ]);
    requires(config.CDN_PURGE === 'cloudflare', 'CDN_PURGE=cloudflare', [
      'CLOUDFLARE_API_TOKEN',
      'CLOUDFLARE_ZONE_ID',
    ]);
  });

/** The validated configuration: variables parsed to their types, defaults applied. */
export type Config = z.infer<typeof envSchema>;

/** The names of every variable in the schema. */
export type ConfigKey = keyof typeof envSchema.shape;
