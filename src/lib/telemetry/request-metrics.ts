import type { Attributes, AttributeValue } from '@opentelemetry/api';
import { metrics } from './metrics';

/** The span Next.js makes for each request it serves, with its route template and status. */
export const requestSpanType = 'BaseServer.handleRequest';

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts one request from the attributes of Next's request span: its route template (never the
 * address as requested: that would make a series per token or query), method and status.
 */
export function recordRequest(attributes: Attributes, seconds: number): void {
  // A request Next's router hands on to its renderer makes two request spans: the router's one,
  // marked `next.bubble`, is not counted again.
  if (attributes['next.bubble'] === true) return;
  const route = text(attributes['next.route']) ?? text(attributes['http.route']) ?? 'unmatched';
  const method = text(attributes['http.method']) ?? 'OTHER';
  const status = attributes['http.status_code'];
  metrics()
    .requestSeconds.labels({
      route,
      method: methods.has(method) ? method : 'OTHER',
      status: typeof status === 'number' ? String(status) : 'unknown',
    })
    .observe(seconds);
}

function text(value: AttributeValue | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
