import { z } from 'zod';

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

export const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'])
      .default('development')
      .describe('one of development, production or test'),
    PORT: z.coerce
      .number()
      .int()
      .min(1)
      .max(65535)
      .default(3000)
      .describe('a TCP port number from 1 to 65535'),
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
    GEOCODER: z
      .enum(['embedded', 'postcodes.io'])
      .default('embedded')
      .describe('embedded (the offline UK gazetteer) or postcodes.io (POSTCODES_IO_URL)'),
    POSTCODES_IO_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://api.postcodes.io')
      .describe('the base http(s) URL of the postcodes.io API, used when GEOCODER=postcodes.io'),
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
    TOKEN_SECRET: secret('signing booking access tokens (unset: a secret kept in .data/)'),
    PREVIEW_SECRET: secret('/api/draft (live preview)'),
    REVALIDATE_SECRET: secret('/api/revalidate (the content webhook)'),
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
    requires(config.PAYMENT_GATEWAY === 'braintree', 'PAYMENT_GATEWAY=braintree', [
      'BRAINTREE_MERCHANT_ID',
      'BRAINTREE_PUBLIC_KEY',
      'BRAINTREE_PRIVATE_KEY',
    ]);
  });

/** The validated configuration: variables parsed to their types, defaults applied. */
export type Config = z.infer<typeof envSchema>;

/** The names of every variable in the schema. */
export type ConfigKey = keyof typeof envSchema.shape;
