import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, envSchema, parseConfig, rateLimitDefaults } from './index';

describe('configuration', () => {
  it('runs with no environment at all, on the embedded defaults', () => {
    expect(parseConfig({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      DATABASE_URL: undefined,
      PGLITE_DIR: '.data/pglite',
      DATABASE_CONNECT_TIMEOUT_MS: 2000,
      DATABASE_STATEMENT_TIMEOUT_MS: 5000,
      LOG_LEVEL: 'info',
      DIAGNOSTIC_ROUTES: false,
      BRAND: 'tavola',
      CONTENT_SOURCE: 'local',
      CONTENT_DIR: 'content',
      CONTENTFUL_SPACE_ID: undefined,
      CONTENTFUL_ACCESS_TOKEN: undefined,
      CONTENTFUL_PREVIEW_TOKEN: undefined,
      CONTENTFUL_ENVIRONMENT: 'master',
      CONTENTFUL_HOST: 'cdn.contentful.com',
      CONTENTFUL_PREVIEW_HOST: 'preview.contentful.com',
      CONTENTFUL_TIMEOUT_MS: 5000,
      CONTENTFUL_RETRIES: 1,
      CONTENT_CACHE_MAX_ENTRIES: 5000,
      CONTENT_CACHE_MAX_MB: 64,
      CONTENT_STALE_MAX_AGE_S: 86_400,
      BOOKING_PROVIDER: 'embedded',
      PARTNER_BOOKING_URL: undefined,
      PARTNER_BOOKING_CLIENT_ID: undefined,
      PARTNER_BOOKING_CLIENT_SECRET: undefined,
      PAYMENT_GATEWAY: 'test',
      BRAINTREE_ENVIRONMENT: 'sandbox',
      BRAINTREE_MERCHANT_ID: undefined,
      BRAINTREE_PUBLIC_KEY: undefined,
      BRAINTREE_PRIVATE_KEY: undefined,
      CUSTOMER_PROVIDER: 'embedded',
      BLOOMREACH_API_URL: 'https://api.exponea.com',
      BLOOMREACH_PROJECT_TOKEN: undefined,
      BLOOMREACH_API_KEY_ID: undefined,
      BLOOMREACH_API_SECRET: undefined,
      BLOOMREACH_TIMEOUT_MS: 5000,
      JOBS_PROVIDER: 'embedded',
      ATS_API_URL: undefined,
      ATS_API_KEY: undefined,
      ATS_TIMEOUT_MS: 5000,
      GEOCODER: 'embedded',
      POSTCODES_IO_URL: 'https://api.postcodes.io',
      INSTAGRAM_ACCESS_TOKEN: undefined,
      INSTAGRAM_API_URL: 'https://graph.instagram.com',
      INSTAGRAM_TIMEOUT_MS: 3000,
      INSTAGRAM_CACHE_S: 300,
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: undefined,
      NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID: undefined,
      GTM_ID: undefined,
      GTM_ORIGIN: 'https://www.googletagmanager.com',
      TOKEN_SECRET: undefined,
      PREVIEW_SECRET: undefined,
      REDIS_URL: undefined,
      TRUSTED_PROXIES: undefined,
      RATE_LIMITS: rateLimitDefaults,
      NEXT_PUBLIC_RECAPTCHA_SITE_KEY: undefined,
      RECAPTCHA_SECRET_KEY: undefined,
      RECAPTCHA_MIN_SCORE: 0.5,
      RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
      CAPTCHA_BYPASS_IP: undefined,
      CDN_PURGE: undefined,
      CDN_PURGE_URL: undefined,
      FASTLY_API_TOKEN: undefined,
      FASTLY_SERVICE_ID: undefined,
      FASTLY_API_URL: 'https://api.fastly.com',
      FASTLY_SOFT_PURGE: false,
      CLOUDFLARE_API_TOKEN: undefined,
      CLOUDFLARE_ZONE_ID: undefined,
      CLOUDFLARE_API_URL: 'https://api.cloudflare.com/client/v4',
      CDN_PURGE_TIMEOUT_MS: 5000,
      BOOKING_HOLD_MINUTES: 10,
      WAITLIST_OFFER_SECONDS: 600,
      WAITLIST_SWEEP_SECONDS: 30,
      BOOKING_HORIZON_DAYS: 180,
      REDIS_PREFIX: 'tavola',
      REDIS_CONNECT_TIMEOUT_MS: 1000,
      REVALIDATE_SECRET: undefined,
      METRICS_TOKEN: undefined,
      OTEL_EXPORTER_OTLP_ENDPOINT: undefined,
      OTEL_TRACES_SAMPLER_ARG: 0.1,
      SMTP_URL: undefined,
      MAIL_FROM: 'no-reply@localhost',
      MAIL_POLL_INTERVAL_MS: 5000,
      MAIL_BATCH_SIZE: 20,
      MAIL_MAX_ATTEMPTS: 10,
      MAIL_RETRY_BASE_MS: 30_000,
    });
  });

  it('parses values to their types', () => {
    const config = parseConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DIAGNOSTIC_ROUTES: 'true',
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.DIAGNOSTIC_ROUTES).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      PORT: 3000,
      DATABASE_URL: undefined,
    });
  });

  it('stops with a message naming each invalid variable and what it expects', () => {
    const parse = () => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://localhost/db' });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(
      [
        'Invalid configuration in the environment:',
        '- PORT="eighty" is invalid: expected a TCP port number from 1 to 65535.',
        '- DATABASE_URL="mysql://localhost/db" is invalid: expected a postgres:// connection URL; unset uses the embedded PGlite database.',
      ].join('\n'),
    );
  });

  it('requires the Contentful space and token when the content source is contentful', () => {
    expect(() => parseConfig({ CONTENT_SOURCE: 'contentful', CONTENTFUL_SPACE_ID: 'abc' })).toThrow(
      [
        'Invalid configuration in the environment:',
        '- CONTENTFUL_ACCESS_TOKEN is required when CONTENT_SOURCE=contentful.',
      ].join('\n'),
    );
    expect(
      parseConfig({
        CONTENT_SOURCE: 'contentful',
        CONTENTFUL_SPACE_ID: 'abc',
        CONTENTFUL_ACCESS_TOKEN: 'token',
      }).CONTENT_SOURCE,
    ).toBe('contentful');
  });

  it('requires the Braintree credentials and the partner settings when they are chosen', () => {
    expect(() => parseConfig({ PAYMENT_GATEWAY: 'braintree', BRAINTREE_MERCHANT_ID: 'm' })).toThrow(
      [
        'Invalid configuration in the environment:',
        '- BRAINTREE_PUBLIC_KEY is required when PAYMENT_GATEWAY=braintree.',
        '- BRAINTREE_PRIVATE_KEY is required when PAYMENT_GATEWAY=braintree.',
      ].join('\n'),
    );
    expect(() => parseConfig({ BOOKING_PROVIDER: 'partner' })).toThrow(
      /PARTNER_BOOKING_URL is required when BOOKING_PROVIDER=partner/,
    );
  });

  it('requires the ATS URL and key when jobs come from an applicant-tracking system', () => {
    expect(() => parseConfig({ JOBS_PROVIDER: 'ats' })).toThrow(
      [
        'Invalid configuration in the environment:',
        '- ATS_API_URL is required when JOBS_PROVIDER=ats.',
        '- ATS_API_KEY is required when JOBS_PROVIDER=ats.',
      ].join('\n'),
    );
    const config = parseConfig({
      JOBS_PROVIDER: 'ats',
      ATS_API_URL: 'https://ats.example.com/api/v1',
      ATS_API_KEY: 'key',
      ATS_TIMEOUT_MS: '2500',
    });
    expect(config).toMatchObject({ JOBS_PROVIDER: 'ats', ATS_TIMEOUT_MS: 2500 });
    expect(() => parseConfig({ JOBS_PROVIDER: 'workday' })).toThrow(/JOBS_PROVIDER="workday"/);
  });

  it('reads the share of requests traced, from 0 to 1', () => {
    expect(parseConfig({ OTEL_TRACES_SAMPLER_ARG: '1' }).OTEL_TRACES_SAMPLER_ARG).toBe(1);
    expect(parseConfig({ OTEL_TRACES_SAMPLER_ARG: '0.25' }).OTEL_TRACES_SAMPLER_ARG).toBe(0.25);
    expect(() => parseConfig({ OTEL_TRACES_SAMPLER_ARG: '1.5' })).toThrow(
      /OTEL_TRACES_SAMPLER_ARG="1.5"/,
    );
    expect(() => parseConfig({ OTEL_TRACES_SAMPLER_ARG: 'half' })).toThrow(
      /OTEL_TRACES_SAMPLER_ARG="half"/,
    );
  });

  it('reads the Instagram feed settings, never quoting a refused access token', () => {
    const config = parseConfig({
      INSTAGRAM_ACCESS_TOKEN: 'IGAAJzZB1example-token_value.0123',
      INSTAGRAM_API_URL: 'https://graph.instagram.com/v23.0',
      INSTAGRAM_CACHE_S: '600',
    });
    expect(config).toMatchObject({
      INSTAGRAM_ACCESS_TOKEN: 'IGAAJzZB1example-token_value.0123',
      INSTAGRAM_API_URL: 'https://graph.instagram.com/v23.0',
      INSTAGRAM_CACHE_S: 600,
      INSTAGRAM_TIMEOUT_MS: 3000,
    });
    const refused = () => parseConfig({ INSTAGRAM_ACCESS_TOKEN: 'secret token with spaces' });
    expect(refused).toThrow(/INSTAGRAM_ACCESS_TOKEN is invalid: expected an access token/);
    expect(refused).not.toThrow(/secret token with spaces/);
    expect(() => parseConfig({ INSTAGRAM_CACHE_S: '5' })).toThrow(/INSTAGRAM_CACHE_S="5"/);
  });

  it('refuses a short secret', () => {
    expect(() => parseConfig({ PREVIEW_SECRET: 'short' })).toThrow(
      /PREVIEW_SECRET="short" is invalid: expected a secret of at least 16 characters/,
    );
  });

  it('rejects a port out of range and an unknown log level', () => {
    expect(() => parseConfig({ PORT: '70000' })).toThrow(/PORT="70000" is invalid/);
    expect(() => parseConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL="loud" is invalid/);
  });

  it('takes a Tag Manager container id and the origin its script comes from', () => {
    expect(
      parseConfig({ GTM_ID: 'GTM-AB12CD3', GTM_ORIGIN: 'https://tags.tavola.example' }),
    ).toMatchObject({ GTM_ID: 'GTM-AB12CD3', GTM_ORIGIN: 'https://tags.tavola.example' });
    expect(() => parseConfig({ GTM_ID: 'UA-12345-1' })).toThrow(
      /GTM_ID="UA-12345-1" is invalid: expected a Google Tag Manager container id/,
    );
    expect(() => parseConfig({ GTM_ID: 'GTM-AB12"><script>' })).toThrow(/GTM_ID=/);
    for (const origin of [
      'https://www.googletagmanager.com/',
      'https://tags.tavola.example/gtm',
      'ftp://tags.tavola.example',
      'https://tags.tavola.example; script-src *',
    ]) {
      expect(() => parseConfig({ GTM_ORIGIN: origin })).toThrow(/GTM_ORIGIN=/);
    }
  });

  it('documents every variable in the README configuration table', () => {
    const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
    for (const key of Object.keys(envSchema.shape)) {
      expect(readme).toMatch(new RegExp(`^\\| \`${key}\` +\\|`, 'm'));
    }
  });
});

describe('rate limits, trusted proxies and the booking horizon', () => {
  it('uses the default limits and overrides the ones named in RATE_LIMITS', () => {
    const { RATE_LIMITS } = parseConfig({ RATE_LIMITS: 'token=120/1m, booking-email=10/2h' });
    expect(RATE_LIMITS.token).toEqual({ points: 120, seconds: 60 });
    expect(RATE_LIMITS['booking-email']).toEqual({ points: 10, seconds: 7200 });
    expect(RATE_LIMITS['card-session']).toEqual({ points: 5, seconds: 3600 });
  });

  it.each(['token=fast', 'tokens=1/1m', 'token=0/1m', 'token=5/0s', 'token=5/1w'])(
    'refuses RATE_LIMITS=%s, naming the variable',
    (value) => {
      expect(() => parseConfig({ RATE_LIMITS: value })).toThrow(
        new RegExp(`RATE_LIMITS=${JSON.stringify(value)} is invalid`),
      );
    },
  );

  it('accepts addresses and CIDR ranges as TRUSTED_PROXIES, and nothing else', () => {
    expect(
      parseConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1, fd00::/8' }).TRUSTED_PROXIES,
    ).toBe('10.0.0.0/8, 127.0.0.1, fd00::/8');
    for (const value of ['10.0.0.0/33', 'localhost', '10.0.0.1/8/1', '::1/129']) {
      expect(() => parseConfig({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES=/);
    }
  });

  it('books 180 days ahead unless BOOKING_HORIZON_DAYS says otherwise', () => {
    expect(parseConfig({}).BOOKING_HORIZON_DAYS).toBe(180);
    expect(parseConfig({ BOOKING_HORIZON_DAYS: '90' }).BOOKING_HORIZON_DAYS).toBe(90);
    expect(() => parseConfig({ BOOKING_HORIZON_DAYS: '0x10' })).toThrow(/BOOKING_HORIZON_DAYS/);
  });
});

describe('mail delivery', () => {
  it('takes an smtp:// or smtps:// URL with its credentials', () => {
    for (const url of [
      'smtp://mailer:p%40ss@mail.example.com:587',
      'smtps://mail.example.com',
      'smtp://127.0.0.1:2525?requireTLS=true',
    ]) {
      expect(parseConfig({ SMTP_URL: url }).SMTP_URL).toBe(url);
    }
  });

  it.each(['http://mail.example.com', 'smtp://', 'mail.example.com:587', 'smtp://host/path'])(
    'refuses SMTP_URL=%s without repeating the value, which may hold a password',
    (url) => {
      const parse = () => parseConfig({ SMTP_URL: url });
      expect(parse).toThrow(
        [
          'Invalid configuration in the environment:',
          '- SMTP_URL is invalid: expected an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587 (the value is not shown: it may hold a password).',
        ].join('\n'),
      );
    },
  );

  it('never repeats a password of an invalid SMTP_URL', () => {
    expect(() => parseConfig({ SMTP_URL: 'smpt://mailer:s3cret@mail.example.com' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cret') }),
    );
  });

  it('takes MAIL_FROM as an address, with or without a name', () => {
    expect(parseConfig({ MAIL_FROM: 'Tavola Soho <soho@tavola.co.uk>' }).MAIL_FROM).toBe(
      'Tavola Soho <soho@tavola.co.uk>',
    );
    expect(parseConfig({ MAIL_FROM: 'bookings@tavola.co.uk' }).MAIL_FROM).toBe(
      'bookings@tavola.co.uk',
    );
    for (const from of ['Tavola', 'Tavola <>', 'a@b.c\r\nBcc: x@y.z', '<a@b.c> Tavola']) {
      expect(() => parseConfig({ MAIL_FROM: from })).toThrow(
        /MAIL_FROM=.* is invalid: expected the From address/,
      );
    }
  });

  it('parses the sender tuning as whole numbers within bounds', () => {
    expect(
      parseConfig({
        MAIL_POLL_INTERVAL_MS: '1000',
        MAIL_BATCH_SIZE: '50',
        MAIL_MAX_ATTEMPTS: '3',
        MAIL_RETRY_BASE_MS: '100',
      }),
    ).toMatchObject({
      MAIL_POLL_INTERVAL_MS: 1000,
      MAIL_BATCH_SIZE: 50,
      MAIL_MAX_ATTEMPTS: 3,
      MAIL_RETRY_BASE_MS: 100,
    });
    for (const [key, value] of [
      ['MAIL_POLL_INTERVAL_MS', '99'],
      ['MAIL_BATCH_SIZE', '51'],
      ['MAIL_BATCH_SIZE', '0'],
      ['MAIL_MAX_ATTEMPTS', '1e1'],
      ['MAIL_RETRY_BASE_MS', '3600001'],
    ] as const) {
      expect(() => parseConfig({ [key]: value })).toThrow(
        new RegExp(`${key}="${value}" is invalid`),
      );
    }
  });
});

describe('the cache tier', () => {
  const fastlyToken = 'fastly-token_0123456789abcdef';
  const cloudflareToken = 'cloudflare-token_0123456789abcdef';

  it('purges nothing unless CDN_PURGE names a tier', () => {
    expect(parseConfig({}).CDN_PURGE).toBeUndefined();
    expect(() => parseConfig({ CDN_PURGE: 'akamai' })).toThrow(
      /CDN_PURGE="akamai" is invalid: expected the cache tier purged when content is published: varnish, fastly or cloudflare/,
    );
  });

  it('purges every Varnish in CDN_PURGE_URL, which it needs', () => {
    expect(() => parseConfig({ CDN_PURGE: 'varnish' })).toThrow(
      [
        'Invalid configuration in the environment:',
        '- CDN_PURGE_URL is required when CDN_PURGE=varnish.',
      ].join('\n'),
    );
    const config = parseConfig({
      CDN_PURGE: 'varnish',
      CDN_PURGE_URL: 'http://10.0.0.5:6081, http://10.0.0.6:6081',
      CDN_PURGE_TIMEOUT_MS: '2000',
    });
    expect(config).toMatchObject({
      CDN_PURGE: 'varnish',
      CDN_PURGE_URL: 'http://10.0.0.5:6081, http://10.0.0.6:6081',
      CDN_PURGE_TIMEOUT_MS: 2000,
    });
  });

  it.each([
    'varnish:6081',
    'ftp://10.0.0.5',
    'http://10.0.0.5:6081,',
    'http://purger:s3cret@10.0.0.5:6081',
    'http://10.0.0.5:6081/?all=1',
  ])('refuses CDN_PURGE_URL=%s without repeating it, naming the variable', (value) => {
    const parse = () => parseConfig({ CDN_PURGE: 'varnish', CDN_PURGE_URL: value });
    expect(parse).toThrow(/- CDN_PURGE_URL is invalid: expected the base URL of each Varnish/);
    expect(parse).toThrow(expect.objectContaining({ message: expect.not.stringContaining(value) }));
  });

  it("needs Fastly's token and service id, and takes its API URL and soft purges", () => {
    expect(() => parseConfig({ CDN_PURGE: 'fastly' })).toThrow(
      [
        'Invalid configuration in the environment:',
        '- FASTLY_API_TOKEN is required when CDN_PURGE=fastly.',
        '- FASTLY_SERVICE_ID is required when CDN_PURGE=fastly.',
      ].join('\n'),
    );
    const config = parseConfig({
      CDN_PURGE: 'fastly',
      FASTLY_API_TOKEN: fastlyToken,
      FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY',
      FASTLY_API_URL: 'http://127.0.0.1:4010',
      FASTLY_SOFT_PURGE: 'true',
    });
    expect(config).toMatchObject({
      FASTLY_API_TOKEN: fastlyToken,
      FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY',
      FASTLY_API_URL: 'http://127.0.0.1:4010',
      FASTLY_SOFT_PURGE: true,
    });
    expect(() => parseConfig({ FASTLY_SOFT_PURGE: 'yes' })).toThrow(/FASTLY_SOFT_PURGE="yes"/);
    expect(() => parseConfig({ FASTLY_SERVICE_ID: '../purge_all' })).toThrow(
      /FASTLY_SERVICE_ID="..\/purge_all" is invalid/,
    );
  });

  it("needs Cloudflare's token and zone id", () => {
    expect(() =>
      parseConfig({ CDN_PURGE: 'cloudflare', CLOUDFLARE_API_TOKEN: cloudflareToken }),
    ).toThrow(
      [
        'Invalid configuration in the environment:',
        '- CLOUDFLARE_ZONE_ID is required when CDN_PURGE=cloudflare.',
      ].join('\n'),
    );
    const zone = '023e105f4ecef8ad9ca31a8372d0c353';
    expect(
      parseConfig({
        CDN_PURGE: 'cloudflare',
        CLOUDFLARE_API_TOKEN: cloudflareToken,
        CLOUDFLARE_ZONE_ID: zone,
      }),
    ).toMatchObject({
      CLOUDFLARE_ZONE_ID: zone,
      CLOUDFLARE_API_URL: 'https://api.cloudflare.com/client/v4',
    });
    expect(() => parseConfig({ CLOUDFLARE_ZONE_ID: 'example.com' })).toThrow(
      /CLOUDFLARE_ZONE_ID="example.com" is invalid: expected the Cloudflare zone id/,
    );
  });

  it.each(['FASTLY_API_TOKEN', 'CLOUDFLARE_API_TOKEN'])(
    'refuses a malformed %s without repeating it',
    (key) => {
      const parse = () => parseConfig({ [key]: 'a token with spaces in it' });
      expect(parse).toThrow(new RegExp(`- ${key} is invalid: expected a .* API token`));
      expect(parse).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining('token with spaces') }),
      );
    },
  );

  it('waits 100 ms to 60 s for a purge request', () => {
    expect(() => parseConfig({ CDN_PURGE_TIMEOUT_MS: '50' })).toThrow(/CDN_PURGE_TIMEOUT_MS="50"/);
    expect(() => parseConfig({ CDN_PURGE_TIMEOUT_MS: '5s' })).toThrow(/CDN_PURGE_TIMEOUT_MS="5s"/);
  });
});

describe('the README rate limits table', () => {
  it('lists every limit with its default', () => {
    const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
    const seconds = { minute: 60, '10 min': 600, hour: 3600, week: 604_800 } as Record<
      string,
      number
    >;
    const rows = [...readme.matchAll(/^\| `([a-z-]+)` +\| (\d+) per ([\w ]+?) +\|/gm)].map(
      ([, name, points, window]) => [name, { points: Number(points), seconds: seconds[window!] }],
    );
    expect(Object.fromEntries(rows)).toEqual(rateLimitDefaults);
  });
});
