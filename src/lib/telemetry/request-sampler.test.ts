import { ROOT_CONTEXT, trace } from '@opentelemetry/api';
import * as sdk from '@opentelemetry/sdk-trace-node';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { requestSpanType } from './request-metrics';
import { requestSampler } from './request-sampler';

/** A provider with the sampler, what it exports, and every span its processors saw end. */
function tracerAt(ratio: number) {
  const exporter = new sdk.InMemorySpanExporter();
  const ended: ReadableSpan[] = [];
  const provider = new sdk.BasicTracerProvider({
    sampler: requestSampler(sdk, ratio),
    spanProcessors: [
      new sdk.SimpleSpanProcessor(exporter),
      {
        onStart: () => {},
        onEnd: (span) => void ended.push(span),
        forceFlush: () => Promise.resolve(),
        shutdown: () => Promise.resolve(),
      },
    ],
  });
  return { tracer: provider.getTracer('test'), exported: () => exporter.getFinishedSpans(), ended };
}

/** One request as Next.js makes it: its request span, and a database span below it. */
function serve(tracer: ReturnType<typeof tracerAt>['tracer']) {
  const request = tracer.startSpan(
    'GET /about-us',
    { attributes: { 'next.span_type': requestSpanType } },
    ROOT_CONTEXT,
  );
  const below = tracer.startSpan('db SELECT', {}, trace.setSpan(ROOT_CONTEXT, request));
  below.end();
  request.end();
  return { request, below };
}

describe('requestSampler', () => {
  it('traces every request whole at ratio 1', () => {
    const { tracer, exported } = tracerAt(1);
    serve(tracer);
    expect(exported().map((span) => span.name)).toEqual(['db SELECT', 'GET /about-us']);
  });

  it('at ratio 0 exports nothing and makes no span below a request, yet still times the request for the metrics', () => {
    const { tracer, exported, ended } = tracerAt(0);
    const { request, below } = serve(tracer);
    expect(exported()).toEqual([]);
    expect(below.isRecording()).toBe(false);
    expect(ended.map((span) => span.name)).toEqual(['GET /about-us']);
    // The log line still carries the request's trace id.
    expect(request.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('traces about the share asked for, each request whole or not at all', () => {
    const { tracer, exported } = tracerAt(0.25);
    for (let i = 0; i < 2000; i += 1) serve(tracer);
    const spans = exported();
    const requests = spans.filter((span) => span.name === 'GET /about-us');
    expect(requests.length).toBeGreaterThan(400);
    expect(requests.length).toBeLessThan(600);
    expect(spans.length).toBe(requests.length * 2);
  });

  it('leaves spans outside a request (start-up, the outbox) to the ratio', () => {
    const { tracer, exported } = tracerAt(0);
    tracer.startSpan('mail send', {}, ROOT_CONTEXT).end();
    expect(exported()).toEqual([]);
  });
});
