import type { Attributes, AttributeValue } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-node';

/**
 * Attributes that hold an address as requested: its path can carry a booking's manage token
 * (`/booking/{token}`) and its query a diner's e-mail. Next's request span sets `http.target`;
 * the route template (`http.route`, `next.route`) says the same without them.
 */
const addressAttributes = new Set([
  'http.target',
  'http.url',
  'url.full',
  'url.path',
  'url.query',
  'next.rsc',
]);

/** Only what names an exception's kind is kept from its event: a message may quote a diner. */
const exceptionAttributes = new Set(['exception.type']);

/** A value that looks like an e-mail address, or an address with a query, is never exported. */
const personalValue = /@|\?/;

/** The attributes of a span or event as they may leave the process. */
export function safeAttributes(attributes: Attributes, keep?: Set<string>): Attributes {
  const safe: Attributes = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (keep ? !keep.has(name) : addressAttributes.has(name)) continue;
    if (!isSafeValue(value)) continue;
    safe[name] = value;
  }
  return safe;
}

function isSafeValue(value: AttributeValue | undefined): boolean {
  if (typeof value === 'string') return !personalValue.test(value);
  if (Array.isArray(value))
    return value.every((item) => typeof item !== 'string' || !personalValue.test(item));
  return true;
}

/**
 * A span as it is exported: its attributes and events filtered, its status without a message
 * (Next sets the error's message there). The span itself is left as it was.
 */
export function safeSpan(span: ReadableSpan): ReadableSpan {
  return Object.create(span, {
    attributes: { value: safeAttributes(span.attributes) },
    status: { value: { code: span.status.code } },
    events: {
      value: span.events.map((event) => ({
        ...event,
        attributes: event.attributes && safeAttributes(event.attributes, exceptionAttributes),
      })),
    },
  }) as ReadableSpan;
}

/** An exporter that sends only safe spans (safeSpan) through `exporter`. */
export function safeSpanExporter(exporter: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => exporter.export(spans.map(safeSpan), done),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}
