import autocannon, { type Request } from 'autocannon';
import type { LoadResult } from './load-result';
import { loadOnOpenConnections } from './open-connections';

export type { LoadResult } from './load-result';

/**
 * A bounded load on one URL of the local server: `connections` at once, for `seconds` or
 * `maxRequests` in all, whichever comes first.
 */
export async function load(
  name: string,
  url: string,
  options: {
    method?: 'GET' | 'POST';
    body?: unknown;
    seconds?: number;
    connections?: number;
    maxRequests?: number;
    /** Sent with every request, after `content-type: application/json`. */
    headers?: Record<string, string>;
    /** autocannon's request pipeline, to vary each request (`setupRequest`) or read answers. */
    requests?: Request[];
  } = {},
): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url))
    throw new Error('Load only the local server');
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    connections: options.connections ?? 10,
    // (autocannon's `amount` would override the duration; this bound does not.)
    duration: options.seconds ?? 10,
    maxOverallRequests: options.maxRequests ?? 50_000,
    requests: options.requests,
  });
  const statuses: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[status] = Number(count ?? 0);
  }
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}

export function formatLoad(result: LoadResult): string {
  const ms = (value: number) => value.toFixed(2).padStart(7);
  return `  ${result.name.padEnd(44)} ${String(result.requestsPerSecond).padStart(6)} req/s   p50 ${ms(result.p50Ms)} ms   p99 ${ms(result.p99Ms)} ms   errors ${result.errors}   non-2xx ${result.non2xx}`;
}

/**
 * GETs of one page on `connections` keep-alive connections opened first (open-connections.ts), as
 * a browser asks (gzip): latencies to 0.01 ms, which a cached page in a millisecond needs.
 */
export async function loadPage(
  name: string,
  url: string,
  options: { connections: number; seconds: number; maxRequests?: number },
): Promise<LoadResult> {
  const { origin, pathname, search } = new URL(url);
  const path = pathname + search;
  return loadOnOpenConnections(name, origin, {
    connections: options.connections,
    seconds: options.seconds,
    maxRequests: options.maxRequests ?? 200_000,
    openWith: path,
    next: () => ({ method: 'GET', path, headers: acceptGzip }),
  });
}

/** What a browser sends for a page: HTML, gzip. */
export const acceptGzip = { accept: 'text/html,*/*', 'accept-encoding': 'gzip' };
