import { getConfig } from '@/lib/config';
import { getLogger } from '@/lib/log';
import { createEmbeddedGeocoder } from './embedded/embedded-geocoder';
import type { Geocoder } from './geocoder';
import { createPostcodesIoGeocoder } from './postcodes-io/postcodes-io-geocoder';
import { tracedCalls } from '@/lib/telemetry';

const key = Symbol.for('tavola.geocoder');
type WithGeocoder = typeof globalThis & { [key]?: Geocoder };

/**
 * The configured geocoder, one per process (kept on globalThis, as Next.js bundles each API route
 * apart): the offline gazetteer by default, or postcodes.io (GEOCODER=postcodes.io, at
 * POSTCODES_IO_URL).
 */
export function getGeocoder(): Geocoder {
  const store = globalThis as WithGeocoder;
  if (!store[key]) {
    const config = getConfig();
    store[key] = tracedCalls(
      'geocoder',
      config.GEOCODER === 'postcodes.io'
        ? createPostcodesIoGeocoder({
            baseUrl: config.POSTCODES_IO_URL,
            logger: getLogger().child({ component: 'postcodes.io' }),
          })
        : createEmbeddedGeocoder(),
    );
  }
  return store[key];
}
