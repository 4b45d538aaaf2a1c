// Every port the bench listens on or points at: 3800-3899, on 127.0.0.1 only. A section stops what
// it started before the next begins, so sections share them. BENCH_PORT_OFFSET (-800 to 90) moves
// them all but the closed one, for a second bench beside the first: a negative offset gives a
// helper its own range below 3800 (-200 for 3600-3605) when the 3800s are another bench's.

const offset = Math.min(90, Math.max(-800, Number(process.env.BENCH_PORT_OFFSET ?? 0) || 0));
const base = 3800 + offset;

export const ports = {
  /** The site: Next's standalone server, as `npm start` runs it. */
  site: base,
  /** A second site process on the same PostgreSQL (the overbooking load across two processes). */
  secondSite: base + 1,
  /** The bench's minimal Next.js app (bench/baseline). */
  baseline: base + 2,
  /** Varnish in front of the site (deploy/varnish/tavola.vcl). */
  varnish: base + 3,
  /** nginx serving a page's HTML from disk (gzip_static): the limit of a cached page. */
  nginx: base + 4,
  /** Where the site's inspector opens, to have it collect its garbage (server-gc.ts). */
  siteInspector: base + 5,
  /**
   * The first of the telemetry section's six site processes (base + 10 to base + 15): tracing off,
   * on and on for every request, two processes each, side by side.
   */
  telemetrySites: base + 10,
  /** Nothing listens here: REDIS_URL for a Redis that refuses connections. */
  closedRedis: 3899,
} as const;

export const localURL = (port: number): string => `http://127.0.0.1:${port}`;

/** Whether something answers HTTP on `port` (another run, another engineer's server). */
export async function portAnswers(port: number): Promise<boolean> {
  return fetch(localURL(port), { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
}
