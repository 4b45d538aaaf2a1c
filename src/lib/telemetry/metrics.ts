import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's counters, in one Prometheus registry of its own (not prom-client's global one, so
 * a library's metrics never appear unasked). Every label takes values from a closed set: route
 * templates, methods, status codes, the catalogue's error codes, the configured limits' names, so
 * no series is made per diner, key or address. Kept on globalThis: Next.js bundles each route
 * separately and every bundle must count into the same registry.
 */
function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    requestSeconds: new Histogram({
      name: 'tavola_http_request_duration_seconds',
      help: 'Requests served by Next.js, by route template, method and status, and how long they took.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    availabilitySearches: new Counter({
      name: 'tavola_booking_availability_searches_total',
      help: 'Availability searches (restaurants near a place or one restaurant, for a party and date).',
      registers,
    }),
    slotsShown: new Counter({
      name: 'tavola_booking_slots_shown_total',
      help: 'Times offered to diners by slot searches (each time counted once per search).',
      registers,
    }),
    holds: new Counter({
      name: 'tavola_booking_holds_total',
      help: 'Tables picked: held for the session, or not held (past a bound).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    bookings: new Counter({
      name: 'tavola_bookings_total',
      help: 'Bookings made (a retry answered with its booking is not counted again).',
      registers,
    }),
    enquiries: new Counter({
      name: 'tavola_booking_enquiries_total',
      help: 'Enquiries sent instead of a booking: a large party (enquiry) or an event.',
      labelNames: ['kind'] as const,
      registers,
    }),
    bookingRefusals: new Counter({
      name: 'tavola_booking_refusals_total',
      help: 'Booking API calls refused, by the code of the error catalogue (spec 1 §8).',
      labelNames: ['code'] as const,
      registers,
    }),
    cardRefusals: new Counter({
      name: 'tavola_card_refusals_total',
      help: 'Cards the payment gateway refused (the card guarantee).',
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'tavola_rate_limit_refusals_total',
      help: 'Requests refused with 429, by the name of the limit.',
      labelNames: ['limit'] as const,
      registers,
    }),
    cacheLookups: new Counter({
      name: 'tavola_cache_lookups_total',
      help: 'Cache lookups: content (the CMS cache) and pages (rendered pages), hit or miss.',
      labelNames: ['cache', 'result'] as const,
      registers,
    }),
    cdnPurges: new Counter({
      name: 'tavola_cdn_purges_total',
      help: 'Purges sent to the cache tier, by outcome.',
      labelNames: ['outcome'] as const,
      registers,
    }),
    outboxBacklog: new Gauge({
      name: 'tavola_outbox_backlog',
      help: 'Mail in the outbox not sent yet (measured when scraped).',
      registers,
    }),
    outboxOldestSeconds: new Gauge({
      name: 'tavola_outbox_oldest_unsent_seconds',
      help: 'Age of the oldest mail not sent yet; 0 when the outbox is empty (measured when scraped).',
      registers,
    }),
    databaseErrors: new Counter({
      name: 'tavola_database_errors_total',
      help: 'Requests failed because the database was unavailable or failed.',
      registers,
    }),
    redisErrors: new Counter({
      name: 'tavola_redis_errors_total',
      help: 'Redis connection errors (callers fall back to in-process state meanwhile).',
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const key = Symbol.for('tavola.metrics');
type WithMetrics = typeof globalThis & { [key]?: Metrics };

/** The process-wide metrics. Counting costs a map lookup and an addition. */
export function metrics(): Metrics {
  const store = globalThis as WithMetrics;
  store[key] ??= createMetrics();
  return store[key];
}

/** Forgets every count (tests). */
export function resetMetrics(): void {
  metrics().registry.resetMetrics();
}
