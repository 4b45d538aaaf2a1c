import { z } from 'zod';
import { decimalInteger } from './decimal-integer';

/** CDN_PURGE_URL: http(s) base URLs, comma-separated, none holding a user or password. */
function isVarnishUrlList(value: string): boolean {
  const urls = value.split(',').map((part) => part.trim());
  return urls.every((url) => {
    if (!URL.canParse(url)) return false;
    const parsed = new URL(url);
    return (
      ['http:', 'https:'].includes(parsed.protocol) &&
      parsed.username === '' &&
      parsed.password === '' &&
      parsed.search === '' &&
      parsed.hash === ''
    );
  });
}

/** An API token: named in the message so start-up never repeats the token itself. */
const apiToken = (name: string, what: string) =>
  z
    .string()
    .refine((value) => /^[\w-]{16,256}$/.test(value), {
      message: `${name} is invalid: expected ${what} of 16 to 256 letters, digits, "_" or "-" (the value is not shown: it is a secret)`,
    })
    .optional();

/**
 * The cache tier in front of the site (deploy/varnish, or a CDN) and how it is purged. Pages carry
 * their surrogate keys to it; when content is published, the pages that show it are purged from it
 * by key. Unset CDN_PURGE: no cache tier, nothing is purged.
 */
export const cdnEnv = {
  CDN_PURGE: z
    .enum(['varnish', 'fastly', 'cloudflare'])
    .optional()
    .describe(
      'the cache tier purged when content is published: varnish, fastly or cloudflare; unset: none',
    ),
  CDN_PURGE_URL: z
    .string()
    .refine(isVarnishUrlList, {
      message:
        'CDN_PURGE_URL is invalid: expected the base URL of each Varnish, http(s) and comma-separated, such as http://varnish-1:6081,http://varnish-2:6081, with no user, password or query (the value is not shown: it may hold a password)',
    })
    .optional()
    .describe('the base URL of each Varnish, comma-separated; required when CDN_PURGE=varnish'),
  FASTLY_API_TOKEN: apiToken('FASTLY_API_TOKEN', 'a Fastly API token').describe(
    'a Fastly API token with the purge_select scope; required when CDN_PURGE=fastly',
  ),
  FASTLY_SERVICE_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/)
    .optional()
    .describe('the Fastly service id (letters and digits); required when CDN_PURGE=fastly'),
  FASTLY_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://api.fastly.com')
    .describe("the base http(s) URL of Fastly's API"),
  FASTLY_SOFT_PURGE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('true or false; true marks purged pages stale (served while fetched again)'),
  CLOUDFLARE_API_TOKEN: apiToken('CLOUDFLARE_API_TOKEN', 'a Cloudflare API token').describe(
    'a Cloudflare API token with the Cache Purge permission; required when CDN_PURGE=cloudflare',
  ),
  CLOUDFLARE_ZONE_ID: z
    .string()
    .regex(/^[a-f0-9]{32}$/)
    .optional()
    .describe('the Cloudflare zone id (32 hexadecimal digits); required when CDN_PURGE=cloudflare'),
  CLOUDFLARE_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://api.cloudflare.com/client/v4')
    .describe("the base http(s) URL of Cloudflare's API, with its version"),
  CDN_PURGE_TIMEOUT_MS: decimalInteger(100, 60_000)
    .default(5000)
    .describe('milliseconds to wait for each purge request, from 100 to 60000'),
};
