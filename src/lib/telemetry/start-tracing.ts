import { trace } from '@opentelemetry/api';
import type { ReadableSpan, SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { recordRequest, requestSpanType } from './request-metrics';
import { safeSpanExporter } from './safe-spans';
import { sampledTracerProvider } from './sampled-tracer';
import { setTracingEnabled } from './spans';

/** The running tracer provider: flushes spans not yet sent, or sends them and stops. */
export interface Tracing {
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** The OTLP/HTTP base address (OTEL_EXPORTER_OTLP_ENDPOINT): spans go to `{endpoint}/v1/traces`. */
  endpoint: string;
  serviceName?: string;
  /** Sends each span as it ends (a test) rather than in batches (a server). */
  sendAtOnce?: boolean;
  /** The share of requests traced, 0 to 1 (OTEL_TRACES_SAMPLER_ARG; see sampled-tracer.ts). */
  ratio?: number;
}

/**
 * Starts tracing: the OpenTelemetry SDK (loaded only now, so a process without an endpoint never
 * loads it) with Node's async context, Next.js's own spans (each request, its route and status)
 * and ours (database, Redis, booking, mail and the other services: withSpan), exported over
 * OTLP/HTTP (JSON) without personal data (safe-spans.ts). Which requests are traced, and which of
 * Next's spans are made, is sampled-tracer.ts's choice, in front of the SDK. Next's request spans
 * also feed the request metrics, as the route timing provider does with tracing off.
 */
export async function startTracing(options: TracingOptions): Promise<Tracing> {
  const [sdk, otlp, resources] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const exporter = safeSpanExporter(
    new otlp.OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` }),
  );
  const { NodeTracerProvider, BatchSpanProcessor, SimpleSpanProcessor } = sdk;
  const provider = new NodeTracerProvider({
    // The sampling is decided in front of the SDK (sampled-tracer.ts): what reaches it is traced.
    sampler: new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() }),
    resource: resources.resourceFromAttributes({
      'service.name': options.serviceName ?? 'tavola',
    }),
    spanProcessors: [
      requestMetricsProcessor,
      options.sendAtOnce ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter),
    ],
  });
  // The SDK's context manager and W3C propagators, then our tracer provider in front of its own.
  provider.register();
  trace.disable();
  trace.setGlobalTracerProvider(sampledTracerProvider(provider, options.ratio ?? 1));
  setTracingEnabled(true);
  return {
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      setTracingEnabled(false);
      await provider.shutdown();
    },
  };
}

/** Counts each request Next.js served, from its request span. */
const requestMetricsProcessor: SpanProcessor = {
  onStart: () => {},
  onEnd: (span: ReadableSpan) => {
    if (span.attributes['next.span_type'] !== requestSpanType) return;
    const [seconds, nanoseconds] = span.duration;
    recordRequest(span.attributes, seconds + nanoseconds / 1e9);
  },
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};
