import type { NextApiHandler } from 'next';
import { SpanKind, withSpan } from '../spans';
import { requestSpanType } from '../request-metrics';

/**
 * `handler` inside the request span Next.js makes when it serves the route (BaseServer.handleRequest,
 * with its route template, method and status), for tests that call a route without Next's server.
 */
export function asNextRequest(route: string, handler: NextApiHandler): NextApiHandler {
  return (req, res) =>
    withSpan(
      `${req.method} ${route}`,
      {
        'next.span_type': requestSpanType,
        'next.route': route,
        'http.method': req.method ?? 'GET',
        'http.target': req.url ?? '/',
      },
      async (span) => {
        await handler(req, res);
        span.setAttribute('http.status_code', res.statusCode);
      },
      SpanKind.SERVER,
    );
}
