import { sql } from 'drizzle-orm';
import { captchaMode } from '@/lib/captcha/server';
import { getConfig } from '@/lib/config';
import { getDatabase, queryRows } from '@/lib/db';
import { closeDatabaseOnShutdown } from '@/lib/db/close-on-shutdown';
import {
  embeddedBookingDeps,
  loadBookingRules,
  startWaitlistSweep,
  waitlistDepsOf,
} from '@/features/booking/server';
import { startApplicationRetention } from '@/features/jobs/server';
import { getGeocoder } from '@/features/locations/server';
import { listenForContentClears } from '@/lib/content/server';
import { readAsteriskRequestsAsRoot } from '@/lib/http';
import { getLogger } from '@/lib/log';
import { startOutboxSender } from '@/lib/mail/sender';
import { getRedis } from '@/lib/redis';
import { startTelemetry } from '@/lib/telemetry';

/**
 * An invalid environment stops the process with a message naming the variable, and the database
 * (and the geocoder's data) are loaded before the first request rather than during it.
 */
export async function startServerProcess(): Promise<void> {
  getConfig();
  // Traces (OTEL_EXPORTER_OTLP_ENDPOINT) and request metrics, before any client is opened.
  await startTelemetry();
  // `OPTIONS *` (any scanner sends it) is answered as `OPTIONS /`, not as a 500 from Next's router.
  readAsteriskRequestsAsRoot();
  // With Redis, a revalidation in any process clears this one's content cache too.
  listenForContentClears();
  await queryRows(getDatabase(), sql`select 1`);
  // Stopped (Ctrl+C on npm start), the process closes its database: PGlite's lock goes with it.
  closeDatabaseOnShutdown();
  // Connect to Redis now (REDIS_URL), so the first requests already count in the shared limits.
  getRedis();
  // With SMTP_URL, deliver the outbox from this process (every process runs one sender; claims keep
  // each message to one of them). Without it, mail stays in the outbox.
  startOutboxSender();
  // Job applications and their CVs are kept six months, then deleted (checked hourly).
  startApplicationRetention(getDatabase);
  // The waitlist: offers nobody took in time lapse, tables freed by expired holds or rule changes
  // are offered, and entries whose evening is over are deleted (the embedded engine only).
  if (getConfig().BOOKING_PROVIDER !== 'partner') {
    startWaitlistSweep(
      () => waitlistDepsOf(embeddedBookingDeps()),
      getConfig().WAITLIST_SWEEP_SECONDS,
    );
  }
  // Whether diner forms are verified by reCAPTCHA: off until both keys are set, said once here.
  getLogger().info({ captcha: captchaMode() }, 'Form captcha');
  // The offline geocoder loads its gazetteer on first use (about half a second): do it now, in the
  // background, rather than in a diner's first search.
  getGeocoder()
    .search('London')
    .catch((error: unknown) => getLogger().warn({ err: error }, 'Geocoder warm-up failed'));
  // Each restaurant's booking rules, read once now rather than by its first diner.
  loadBookingRules().catch((error: unknown) =>
    getLogger().warn({ err: error }, 'Booking rules warm-up failed'),
  );
}
