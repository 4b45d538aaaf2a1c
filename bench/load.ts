import autocannon, { type Request } from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Responses by HTTP status. */
  statuses: Record<string, number>;
}

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
  return `  ${result.name.padEnd(40)} ${String(result.requestsPerSecond).padStart(6)} req/s   p50 ${String(result.p50Ms).padStart(4)} ms   p99 ${String(result.p99Ms).padStart(4)} ms   errors ${result.errors}   non-2xx ${result.non2xx}`;
}
