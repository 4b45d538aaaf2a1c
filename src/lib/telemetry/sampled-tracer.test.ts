import { ROOT_CONTEXT, trace, TraceFlags, type Tracer } from '@opentelemetry/api';
import * as sdk from '@opentelemetry/sdk-trace-node';
import { metrics, resetMetrics } from './metrics';
import { requestSpanType } from './request-metrics';
import { sampledTracerProvider } from './sampled-tracer';

/** The SDK as start-tracing.ts sets it up, behind the sampled tracer; what it exported. */
function tracerAt(ratio: number, random?: () => number) {
  const exporter = new sdk.InMemorySpanExporter();
  const provider = new sdk.BasicTracerProvider({
    sampler: new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() }),
    spanProcessors: [new sdk.SimpleSpanProcessor(exporter)],
  });
  const sampled = sampledTracerProvider(provider, ratio, random);
  return {
    provider: sampled,
    tracer: sampled.getTracer('next.js', '0.0.1'),
    exported: () => exporter.getFinishedSpans(),
  };
}

/**
 * One page request as Next.js makes it: its request span, a bookkeeping span (loading the route's
 * code) and, inside that, a database call.
 */
function serve(tracer: Tracer, parent = ROOT_CONTEXT) {
  const request = tracer.startSpan(
    'GET /about-us',
    { attributes: { 'next.span_type': requestSpanType, 'next.route': '/about-us' } },
    parent,
  );
  const loading = tracer.startSpan(
    'load route module',
    { attributes: { 'next.span_type': 'LoadComponents.loadRouteModule' } },
    trace.setSpan(parent, request),
  );
  const query = tracer.startSpan('db SELECT', {}, trace.setSpan(parent, loading));
  query.end();
  loading.end();
  request.end();
  return { request, loading, query };
}

const requestsCounted = async () =>
  (await metrics().requestSeconds.get()).values.find(
    (entry) => entry.metricName === 'tavola_http_request_duration_seconds_count',
  )?.value ?? 0;

/** A caller's `traceparent`, as Next.js extracts it: a remote parent, sampled or not. */
const remoteParent = (sampled: boolean) =>
  trace.setSpanContext(ROOT_CONTEXT, {
    traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    spanId: '00f067aa0ba902b7',
    traceFlags: sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
    isRemote: true,
  });

describe('sampledTracerProvider', () => {
  beforeEach(() => resetMetrics());

  it("traces every request whole at ratio 1, without Next's bookkeeping spans", async () => {
    const { tracer, exported } = tracerAt(1);
    const { request } = serve(tracer);
    const spans = exported();
    expect(spans.map((span) => span.name)).toEqual(['db SELECT', 'GET /about-us']);
    // The database call hangs from the request, where the bookkeeping span was.
    expect(spans[0]!.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(spans[0]!.spanContext().traceId).toBe(request.spanContext().traceId);
  });

  it('at ratio 0 makes no span at all, yet times the request for the metrics and gives it a trace id for its logs', async () => {
    const { tracer, exported } = tracerAt(0);
    const { request, loading, query } = serve(tracer);
    expect(exported()).toEqual([]);
    expect(request.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(request.spanContext().traceId).not.toBe('0'.repeat(32));
    expect(request.spanContext().traceFlags).toBe(TraceFlags.NONE);
    for (const below of [loading, query]) {
      expect(below.isRecording()).toBe(false);
      expect(below.spanContext().traceId).toBe(request.spanContext().traceId);
    }
    // Every span below is one stand-in, made with the request: nothing is made per span.
    expect(query).toBe(loading);
    expect(await requestsCounted()).toBe(1);
  });

  it('gives each untraced request ids of its own', () => {
    const { tracer } = tracerAt(0);
    const ids = Array.from({ length: 50 }, () => serve(tracer).request.spanContext());
    expect(new Set(ids.map((id) => id.traceId)).size).toBe(50);
    expect(new Set(ids.map((id) => id.spanId)).size).toBe(50);
    for (const id of ids) expect(id.spanId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('traces the share asked for, each request whole or not at all, and counts every request', async () => {
    let call = 0;
    const { tracer, exported } = tracerAt(0.25, () => (call++ % 4 === 0 ? 0.1 : 0.9));
    for (let i = 0; i < 200; i += 1) serve(tracer);
    const spans = exported();
    expect(spans.filter((span) => span.name === 'GET /about-us')).toHaveLength(50);
    expect(spans).toHaveLength(100);
    expect(await requestsCounted()).toBe(150);
  });

  it("keeps a caller's decision: its sampled traceparent is traced at ratio 0, an unsampled one untraced at 1", () => {
    const never = tracerAt(0);
    serve(never.tracer, remoteParent(true));
    expect(never.exported().map((span) => span.spanContext().traceId)).toEqual([
      '4bf92f3577b34da6a3ce929d0e0e4736',
      '4bf92f3577b34da6a3ce929d0e0e4736',
    ]);

    const always = tracerAt(1);
    const { request } = serve(always.tracer, remoteParent(false));
    expect(always.exported()).toEqual([]);
    expect(request.spanContext().traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('leaves spans outside a request (start-up, the outbox) to the ratio', () => {
    const { provider, exported } = tracerAt(0);
    provider.getTracer('tavola').startSpan('mail send', {}, ROOT_CONTEXT).end();
    expect(exported()).toEqual([]);
  });

  it('gives Next the same tracer each time it asks', () => {
    const { provider } = tracerAt(1);
    expect(provider.getTracer('next.js', '0.0.1')).toBe(provider.getTracer('next.js', '0.0.1'));
    expect(provider.getTracer('tavola')).not.toBe(provider.getTracer('next.js', '0.0.1'));
    expect(provider.getTracer('next.js')).not.toBe(provider.getTracer('next.js', '0.0.1'));
  });
});
