import {
  context,
  isSpanContextValid,
  trace,
  TraceFlags,
  type Attributes,
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
  const tracers = new Map<string, Map<string | undefined, Tracer>>();
  return {
    getTracer(name: string, version?: string, options?: TracerOptions): Tracer {
      // Next asks for its tracer at every span: one wrapper per name and version, found without
      // building a key.
      let versions = tracers.get(name);
      if (!versions) tracers.set(name, (versions = new Map()));
      let tracer = versions.get(version);
      if (!tracer) {
        tracer = new SampledTracer(sdk.getTracer(name, version, options), ratio, random);
        versions.set(version, tracer);
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
    // The common case, first and cheapest: any span inside an untraced request is that request's
    // one stand-in, with no check of ids or new object.
    const active = options.root ? undefined : trace.getSpan(ctx);
    if (active instanceof UntracedRequest) return active.below;
    if (active !== undefined && standIns.has(active)) return active;
    const parent = active?.spanContext();
    const hasParent = parent !== undefined && isSpanContextValid(parent);
    const traced = hasParent
      ? (parent.traceFlags & TraceFlags.SAMPLED) !== 0
      : this.ratio > 0 && this.random() < this.ratio;
    const spanType = options.attributes?.['next.span_type'];
    if (!traced) {
      if (spanType === requestSpanType) {
        return new UntracedRequest(
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

/** Each untraced request's stand-in for the spans below it (UntracedRequest.below). */
const standIns = new WeakSet<Span>();

/**
 * An untraced request's span: timed for the request metrics, as with tracing off, with ids for its
 * log lines. Every span below it is one object that is not made (`below`), carrying its context.
 */
class UntracedRequest extends TimingSpan {
  readonly below: Span;
  constructor(attributes: Attributes, spanContext: SpanContext) {
    super(attributes, spanContext);
    this.below = trace.wrapSpanContext(spanContext);
    standIns.add(this.below);
  }
}

/**
 * New ids, not sampled: in the caller's trace when there is one, else a trace of its own. Random
 * as the SDK's own ids are (Math.random): ids for log lines, not secrets; crypto's would cost a
 * system call per request (Next also wraps it), measured at 1.2% of a busy process's time.
 */
function untracedContext(parent: SpanContext | undefined): SpanContext {
  return {
    traceId: parent?.traceId ?? randomHex(32),
    spanId: randomHex(16),
    traceFlags: TraceFlags.NONE,
  };
}

const hexDigits = '0123456789abcdef';

function randomHex(length: number): string {
  let hex = '';
  for (let i = 0; i < length; i++) hex += hexDigits[Math.floor(Math.random() * 16)];
  // An id of all zeros is invalid: this one is not (one chance in 16^length otherwise).
  return hex === '0'.repeat(length) ? randomHex(length) : hex;
}
