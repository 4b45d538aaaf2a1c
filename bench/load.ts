import type { LoadResult } from './load-result';
import { loadOnOpenConnections } from './open-connections';

export type { LoadResult } from './load-result';

// The bench's load: keep-alive connections opened before the timing starts, each sending its next
// request when its last is answered (open-connections.ts), bounded in requests and time, to
// 127.0.0.1 only. autocannon, used before, times in whole milliseconds and counts each new
// connection's set-up in its first request: a page cached in Varnish answers in under one.

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
