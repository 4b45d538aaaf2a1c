import {
  isSpanContextValid,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Attributes,
  type Link,
  type Span,
} from '@opentelemetry/api';

export { SpanKind, type Link };

const key = Symbol.for('tavola.tracing');
type WithTracing = typeof globalThis & { [key]?: boolean };

/**
 * True once this process exports traces (OTEL_EXPORTER_OTLP_ENDPOINT set, startTracing called).
 * Kept on globalThis because Next.js bundles each route separately. Clients that need a wrapper
 * to be traced (the database's, Redis's) are wrapped only then, so tracing off costs them nothing.
 */
export function tracingEnabled(): boolean {
  return (globalThis as WithTracing)[key] === true;
}

/** Marks tracing on (startTracing) or off again (a test's end). */
export function setTracingEnabled(enabled: boolean): void {
  (globalThis as WithTracing)[key] = enabled;
}

const tracer = () => trace.getTracer('tavola');

/**
 * Runs `work` inside a span named `name`, a child of the active span: ended when `work` returns or
 * its promise settles, marked as an error (by the error's name only, never its message, which may
 * quote a diner) when it throws. Tracing off, `work` simply runs. `links` name other spans the
 * work was done for (a transaction written for several requests links each one's span).
 * Attributes must never carry personal data (see safe-spans.ts).
 */
export function withSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => T,
  kind: SpanKind = SpanKind.INTERNAL,
  links: Link[] = [],
): T {
  if (!tracingEnabled() || inUntracedRequest()) return work(nonRecording);
  return tracer().startActiveSpan(name, { kind, attributes, links }, (span) => {
    const failed = (error: unknown) => {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute('error.type', errorType(error));
      span.end();
      throw error;
    };
    let result: T;
    try {
      result = work(span);
    } catch (error) {
      return failed(error);
    }
    if (!(result instanceof Promise)) {
      span.end();
      return result;
    }
    return result.then((value: unknown) => {
      span.end();
      return value;
    }, failed) as T;
  });
}

/**
 * True inside a request the sampler left untraced (request-sampler.ts): a span there would not be
 * made, so the call runs as it is, without even a context of its own.
 */
function inUntracedRequest(): boolean {
  const active = trace.getActiveSpan();
  return active !== undefined && (active.spanContext().traceFlags & TraceFlags.SAMPLED) === 0;
}

/**
 * Whether a child span made now would be recorded: tracing is on and the active request (or job) is
 * traced. For callers whose span attributes cost something to build (a statement's text).
 */
export function inRecordedTrace(): boolean {
  if (!tracingEnabled()) return false;
  const active = trace.getActiveSpan();
  return active !== undefined && (active.spanContext().traceFlags & TraceFlags.SAMPLED) !== 0;
}

/**
 * withSpan, but only inside a trace (a request's, a job's): a statement or command run on its own
 * (the outbox's poll, the waitlist's sweep) makes no trace of one span.
 */
export function withChildSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => T,
  kind: SpanKind = SpanKind.CLIENT,
): T {
  if (!inRecordedTrace()) return work(nonRecording);
  return withSpan(name, attributes, work, kind);
}

/**
 * The active span, as a link from a span made later elsewhere (work done for this request in
 * another's trace); undefined outside a recorded trace.
 */
export function activeSpanLink(): Link | undefined {
  if (!inRecordedTrace()) return undefined;
  return { context: trace.getActiveSpan()!.spanContext() };
}

/** The active trace's id (32 hex digits), for log lines; undefined outside a recorded trace. */
export function activeTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

function errorType(error: unknown): string {
  if (error instanceof Error) return error.name;
  return typeof error;
}

const nonRecording: Span = trace.wrapSpanContext({
  traceId: '00000000000000000000000000000000',
  spanId: '0000000000000000',
  traceFlags: 0,
});
