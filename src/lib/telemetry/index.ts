/**
 * Traces and metrics (ARCHITECTURE §8): spans around every call to another system, the trace id
 * in each log line, and the Prometheus counters of /api/metrics. Server-only.
 */
export {
  activeSpanLink,
  activeTraceId,
  inRecordedTrace,
  SpanKind,
  tracingEnabled,
  type Link,
  withChildSpan,
  withSpan,
} from './spans';
export { tracedCalls } from './traced-calls';
export { countFailure } from './count-failure';
export { metrics, resetMetrics, type Metrics } from './metrics';
export { recordRequest } from './request-metrics';
export { startTelemetry } from './start-telemetry';
export { startTracing, type Tracing, type TracingOptions } from './start-tracing';
export { safeAttributes } from './safe-spans';
