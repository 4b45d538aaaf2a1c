import { getConfig } from '@/lib/config';
import { metrics } from './metrics';
import { startRouteTiming } from './route-timing-provider';
import type { Tracing } from './start-tracing';

/**
 * Called once as a server process starts (instrumentation): with OTEL_EXPORTER_OTLP_ENDPOINT,
 * traces are exported (the SDK is imported only then); without, only Next's request span is timed
 * for the request metrics. Either way before the database or Redis is opened, so their clients
 * are wrapped for tracing when it is on.
 */
export async function startTelemetry(): Promise<Tracing | undefined> {
  // Made now: the page cache handler (plain JavaScript) counts into them once they exist.
  metrics();
  const { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_TRACES_SAMPLER_ARG: ratio } = getConfig();
  if (!endpoint) {
    startRouteTiming();
    return undefined;
  }
  const { startTracing } = await import('./start-tracing');
  const tracing = await startTracing({ endpoint, ratio });
  // Spans still in the batch are sent as the process stops (npm start's Ctrl+C, a deploy's SIGTERM),
  // as far as Next's own handler, which exits, leaves the time.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void tracing.shutdown().catch(() => undefined));
  }
  return tracing;
}
