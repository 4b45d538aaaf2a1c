import { AsyncLocalStorage } from 'node:async_hooks';
import {
  context,
  INVALID_SPAN_CONTEXT,
  ROOT_CONTEXT,
  trace,
  type Attributes,
  type AttributeValue,
  type Context,
  type ContextManager,
  type Span,
  type SpanContext,
  type SpanOptions,
  type Tracer,
  type TracerProvider,
} from '@opentelemetry/api';
import { recordRequest, requestSpanType } from './request-metrics';

/**
 * With tracing off, the request metrics still come from Next's request span: this provider makes
 * that one span (it only times it and keeps its attributes) and nothing else, and no SDK is loaded.
 * Next gives the span its route through its context, so a context manager is needed too.
 */
export function startRouteTiming(): void {
  context.setGlobalContextManager(new LocalContextManager());
  trace.setGlobalTracerProvider(new RouteTimingProvider());
}

class RouteTimingProvider implements TracerProvider {
  private readonly tracer = new RouteTimingTracer();
  getTracer(): Tracer {
    return this.tracer;
  }
}

/** A span that is not made: all-zero ids, not sampled, every call a no-op. */
export const nothing = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/**
 * A tracer whose active spans are its own `startSpan`'s, set in the context given or the active
 * one, as the API's tracers do.
 */
export abstract class ActiveSpanTracer implements Tracer {
  abstract startSpan(name: string, options?: SpanOptions, ctx?: Context): Span;

  startActiveSpan<F extends (span: Span) => unknown>(
    name: string,
    ...rest: [F] | [SpanOptions, F] | [SpanOptions, Context, F]
  ): ReturnType<F> {
    const fn = rest.at(-1) as F;
    const options = rest.length > 1 ? (rest[0] as SpanOptions) : {};
    const parent = rest.length > 2 ? (rest[1] as Context) : context.active();
    const span = this.startSpan(name, options, parent);
    return context.with(trace.setSpan(parent, span), () => fn(span)) as ReturnType<F>;
  }
}

/** Makes the request span a TimingSpan, every other span nothing. */
export class RouteTimingTracer extends ActiveSpanTracer {
  startSpan(_name: string, options?: SpanOptions): Span {
    const attributes = options?.attributes;
    return attributes?.['next.span_type'] === requestSpanType
      ? new TimingSpan(attributes)
      : nothing;
  }
}

/**
 * A span that records nothing but its attributes and how long it lasted, on end. Its context is
 * invalid with tracing off; an untraced request of a traced process gives it ids, for its logs.
 */
export class TimingSpan implements Span {
  private readonly started = performance.now();
  private readonly attributes: Attributes;
  private ended = false;

  constructor(
    attributes: Attributes,
    private readonly context: SpanContext = INVALID_SPAN_CONTEXT,
  ) {
    this.attributes = { ...attributes };
  }
  spanContext() {
    return this.context;
  }
  setAttribute(name: string, value: AttributeValue) {
    this.attributes[name] = value;
    return this;
  }
  setAttributes(attributes: Attributes) {
    Object.assign(this.attributes, attributes);
    return this;
  }
  addEvent() {
    return this;
  }
  addLink() {
    return this;
  }
  addLinks() {
    return this;
  }
  setStatus() {
    return this;
  }
  updateName() {
    return this;
  }
  end() {
    if (this.ended) return;
    this.ended = true;
    recordRequest(this.attributes, (performance.now() - this.started) / 1000);
  }
  isRecording() {
    return !this.ended;
  }
  recordException() {}
}

/** The active context per async call chain (what the SDK's AsyncLocalStorageContextManager does). */
export class LocalContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();
  active(): Context {
    return this.storage.getStore() ?? ROOT_CONTEXT;
  }
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    ctx: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    return this.storage.run(ctx, () => fn.call(thisArg, ...args));
  }
  bind<T>(_ctx: Context, target: T): T {
    return target;
  }
  enable() {
    return this;
  }
  disable() {
    this.storage.disable();
    return this;
  }
}
