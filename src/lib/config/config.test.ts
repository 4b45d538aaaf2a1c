import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, envSchema, parseConfig } from './index';

describe('configuration', () => {
  it('runs with no environment at all, on the embedded defaults', () => {
    expect(parseConfig({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      DATABASE_URL: undefined,
      PGLITE_DIR: '.data/pglite',
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
      BOOKING_PROVIDER: 'embedded',
      PARTNER_BOOKING_URL: undefined,
      PARTNER_BOOKING_CLIENT_ID: undefined,
      PARTNER_BOOKING_CLIENT_SECRET: undefined,
      PAYMENT_GATEWAY: 'test',
      BRAINTREE_ENVIRONMENT: 'sandbox',
      BRAINTREE_MERCHANT_ID: undefined,
      BRAINTREE_PUBLIC_KEY: undefined,
      BRAINTREE_PRIVATE_KEY: undefined,
      GEOCODER: 'embedded',
      POSTCODES_IO_URL: 'https://api.postcodes.io',
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: undefined,
      NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID: undefined,
      TOKEN_SECRET: undefined,
      PREVIEW_SECRET: undefined,
      REVALIDATE_SECRET: undefined,
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

  it('refuses a short secret', () => {
    expect(() => parseConfig({ PREVIEW_SECRET: 'short' })).toThrow(
      /PREVIEW_SECRET="short" is invalid: expected a secret of at least 16 characters/,
    );
  });

  it('rejects a port out of range and an unknown log level', () => {
    expect(() => parseConfig({ PORT: '70000' })).toThrow(/PORT="70000" is invalid/);
    expect(() => parseConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL="loud" is invalid/);
  });

  it('documents every variable in the README configuration table', () => {
    const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
    for (const key of Object.keys(envSchema.shape)) {
      expect(readme).toMatch(new RegExp(`^\\| \`${key}\` +\\|`, 'm'));
    }
  });
});
