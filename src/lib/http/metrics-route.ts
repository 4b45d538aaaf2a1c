import { getConfig } from '@/lib/config';
import { metrics } from '@/lib/telemetry';
import type { ApiRequest, ApiResponse } from './api-handler';
import { httpError } from './errors';
import { secretMatches } from './secret';

/** What is measured when the metrics are read rather than counted as they happen. */
export interface ScrapeMeasures {
  outboxBacklog: number;
  /** Seconds since the oldest unsent mail was written; 0 when none waits. */
  outboxOldestSeconds: number;
}

/**
 * GET /api/metrics: this process's counters in Prometheus text, for a scraper that sends
 * `Authorization: Bearer {METRICS_TOKEN}`. Unset, the route does not exist (404); a wrong or
 * missing token is a 401. Never cached. Each process answers with its own counters.
 */
export function metricsHandler(measure: () => Promise<ScrapeMeasures>) {
  return async (req: ApiRequest, res: ApiResponse): Promise<void> => {
    const token = getConfig().METRICS_TOKEN;
    if (!token) throw httpError(404, 'There is nothing here.');
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!secretMatches(given, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      throw httpError(401, 'A valid bearer token is required.');
    }
    const { registry, outboxBacklog, outboxOldestSeconds } = metrics();
    const measured = await measure();
    outboxBacklog.set(measured.outboxBacklog);
    outboxOldestSeconds.set(measured.outboxOldestSeconds);
    const text = await registry.metrics();
    res.statusCode = 200;
    res.setHeader('Content-Type', registry.contentType);
    res.end(req.method === 'HEAD' ? undefined : text);
  };
}
