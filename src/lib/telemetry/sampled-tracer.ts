import { randomFillSync } from 'node:crypto';
import {
  context,
  isSpanContextValid,
  trace,
  TraceFlags,
  type Context,
  type Span,
  type SpanContext,
  type SpanOptions,
  type Tracer,
  type TracerOptions,
  type TracerProvider,
} from '@opentelemetry/api';
import { requestSpanType } from './request-metrics';
import { ActiveSpanTracer, nothing, TimingSpan } from './route-timing-provider';

/**
 * Next's spans that say how it found and loaded a route's code: three of a cached page's six,
 * worth nothing to an operator, and each costs as much to make and send as a database call's.
 * Inside a traced request they are not made; what runs inside them belongs to their parent.
 */
export const bookkeepingSpanTypes: ReadonlySet<string> = new Set([
  'LoadComponents.loadRouteModule',
  'NextNodeServer.findPageComponents',
  'RouteModule.prepare',
]);

/**
 * Tracing on: which spans reach the SDK (`sdk`, the OpenTelemetry tracer provider that exports).
 * A trace is decided where it starts (a request with no traced caller, a job): one in `1 / ratio`
 * is traced (OTEL_TRACES_SAMPLER_ARG), whole; a remote parent's decision (`traceparent`) is kept.
 *
 * An untraced request costs what tracing off costs: its request span is a TimingSpan (timed for
 * the request metrics, with ids for its log lines) and nothing below it is made, not even by the
 * SDK. The SDK's own sampler would still make every span it drops, each with its ids and its
 * sampler's call: measured, one request in ten traced that way cost 12-15% of the throughput.
 */
export function sampledTracerProvider(
  sdk: TracerProvider,
  ratio: number,
  random: () => number = Math.random,
): TracerProvider {
  const tracers = new Map<string, Tracer>();
  return {
    getTracer(name: string, version?: string, options?: TracerOptions): Tracer {
      // Next asks for its tracer at every span: one wrapper per name and version.
      const key = `${name}@${version ?? ''}`;
      let tracer = tracers.get(key);
      if (!tracer) {
        tracer = new SampledTracer(sdk.getTracer(name, version, options), ratio, random);
        tracers.set(key, tracer);
      }
      return tracer;
    },
  };
}

class SampledTracer extends ActiveSpanTracer {
  constructor(
    private readonly sdk: Tracer,
    private readonly ratio: number,
    private readonly random: () => number,
  ) {
    super();
  }

  startSpan(name: string, options: SpanOptions = {}, ctx: Context = context.active()): Span {
    const parent = options.root ? undefined : trace.getSpanContext(ctx);
    const hasParent = parent !== undefined && isSpanContextValid(parent);
    const traced = hasParent
      ? (parent.traceFlags & TraceFlags.SAMPLED) !== 0
      : this.ratio > 0 && this.random() < this.ratio;
    const spanType = options.attributes?.['next.span_type'];
    if (!traced) {
      if (spanType === requestSpanType) {
        return new TimingSpan(
          options.attributes ?? {},
          untracedContext(hasParent ? parent : undefined),
        );
      }
      return hasParent ? trace.wrapSpanContext(parent) : nothing;
    }
    if (hasParent && typeof spanType === 'string' && bookkeepingSpanTypes.has(spanType)) {
      return trace.wrapSpanContext(parent);
    }
    return this.sdk.startSpan(name, options, ctx);
  }
}

const ids = Buffer.alloc(24);

/** New ids, not sampled: in the caller's trace when there is one, else a trace of its own. */
function untracedContext(parent: SpanContext | undefined): SpanContext {
  const hex = randomFillSync(ids).toString('hex');
  return {
    traceId: parent?.traceId ?? hex.slice(0, 32),
    spanId: hex.slice(32),
    traceFlags: TraceFlags.NONE,
  };
}
