import { getConfig, type Config } from '@/lib/config';
import type { CdnPurger } from './cdn-purger';
import { CloudflarePurger } from './cloudflare-purger';
import { FastlyPurger } from './fastly-purger';
import { VarnishPurger } from './varnish-purger';
import { tracedCalls } from '@/lib/telemetry';

type CdnConfig = Pick<
  Config,
  | 'CDN_PURGE'
  | 'CDN_PURGE_URL'
  | 'CDN_PURGE_TIMEOUT_MS'
  | 'FASTLY_API_TOKEN'
  | 'FASTLY_SERVICE_ID'
  | 'FASTLY_API_URL'
  | 'FASTLY_SOFT_PURGE'
  | 'CLOUDFLARE_API_TOKEN'
  | 'CLOUDFLARE_ZONE_ID'
  | 'CLOUDFLARE_API_URL'
>;

/**
 * The purger CDN_PURGE chooses, set up from its variables; null when there is no cache tier. The
 * configuration has checked that each tier's required variables are set.
 */
export function createCdnPurger(config: CdnConfig): CdnPurger | null {
  const timeoutMs = config.CDN_PURGE_TIMEOUT_MS;
  switch (config.CDN_PURGE) {
    case undefined:
      return null;
    case 'varnish':
      return new VarnishPurger({
        urls: required(config.CDN_PURGE_URL, 'CDN_PURGE_URL')
          .split(',')
          .map((url) => url.trim()),
        timeoutMs,
      });
    case 'fastly':
      return new FastlyPurger({
        apiUrl: config.FASTLY_API_URL,
        token: required(config.FASTLY_API_TOKEN, 'FASTLY_API_TOKEN'),
        serviceId: required(config.FASTLY_SERVICE_ID, 'FASTLY_SERVICE_ID'),
        softPurge: config.FASTLY_SOFT_PURGE,
        timeoutMs,
      });
    case 'cloudflare':
      return new CloudflarePurger({
        apiUrl: config.CLOUDFLARE_API_URL,
        token: required(config.CLOUDFLARE_API_TOKEN, 'CLOUDFLARE_API_TOKEN'),
        zoneId: required(config.CLOUDFLARE_ZONE_ID, 'CLOUDFLARE_ZONE_ID'),
        timeoutMs,
      });
  }
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is required when CDN_PURGE is set`);
  return value;
}

let purger: CdnPurger | null | undefined;

/** This process's purger (from process.env, made once), or null when CDN_PURGE is unset. */
export function getCdnPurger(): CdnPurger | null {
  if (purger === undefined) {
    const created = createCdnPurger(getConfig());
    purger = created && tracedCalls('cdn', created, ['purge']);
  }
  return purger;
}
