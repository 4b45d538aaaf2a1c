import { sql } from 'drizzle-orm';
import { getConfig } from '@/lib/config';
import { getDatabase, queryRows } from '@/lib/db';
import { getGeocoder } from '@/features/locations/server';
import { getLogger } from '@/lib/log';

/**
 * An invalid environment stops the process with a message naming the variable, and the database
 * (and the geocoder's data) are loaded before the first request rather than during it.
 */
export async function startServerProcess(): Promise<void> {
  getConfig();
  await queryRows(getDatabase(), sql`select 1`);
  // The offline geocoder loads its gazetteer on first use (about half a second): do it now, in the
  // background, rather than in a diner's first search.
  getGeocoder()
    .search('London')
    .catch((error: unknown) => getLogger().warn({ err: error }, 'Geocoder warm-up failed'));
}
