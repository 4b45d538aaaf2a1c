import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as the receiver read it: ids in hex, attributes flattened to plain values. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  status: { code?: number; message?: string };
  events: { name: string; attributes: Record<string, unknown> }[];
  /** The spans this one links to. */
  links: { traceId: string; spanId: string }[];
}

/** A local stand-in for an OpenTelemetry collector: OTLP/HTTP on an ephemeral port. */
export interface OtlpReceiver {
  /** The base address, as OTEL_EXPORTER_OTLP_ENDPOINT takes it. */
  endpoint: string;
  spans: ReceivedSpan[];
  /** Every request body as it arrived (a test scans them for what must never leave). */
  bodies: string[];
  /** Bodies in protobuf (`application/x-protobuf`), kept undecoded. */
  protobufBodies: Buffer[];
  /** Every export answered, and its bytes, kept or not. */
  received: { exports: number; bytes: number };
  close(): Promise<void>;
}

export interface OtlpReceiverOptions {
  /**
   * 'first' decodes and keeps the first export only, and counts the rest: a bench's load, where
   * decoding every span beside the load generator would count against tracing. 'every' (tests).
   */
  keep?: 'every' | 'first';
}

/**
 * Starts a fake OTLP/HTTP receiver: `POST /v1/traces` with a JSON body (what
 * @opentelemetry/exporter-trace-otlp-http sends) is decoded into `spans`; a protobuf body is
 * accepted and kept as it came. Anything else is a 404 or a 415, as a collector answers.
 */
export async function startOtlpReceiver({
  keep = 'every',
}: OtlpReceiverOptions = {}): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const bodies: string[] = [];
  const protobufBodies: Buffer[] = [];
  const received = { exports: 0, bytes: 0 };
  const server: Server = createServer((req, res) => {
    const kept = keep === 'every' || received.exports === 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      received.bytes += chunk.length;
      if (kept) chunks.push(chunk);
    });
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      const type = req.headers['content-type'] ?? '';
      const json = type.startsWith('application/json');
      if (!json && !type.startsWith('application/x-protobuf')) {
        res.writeHead(415).end();
        return;
      }
      received.exports += 1;
      if (kept) {
        const body = Buffer.concat(chunks);
        if (json) {
          bodies.push(body.toString('utf8'));
          spans.push(...readSpans(JSON.parse(body.toString('utf8')) as ExportRequest));
        } else {
          protobufBodies.push(body);
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    bodies,
    protobufBodies,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface KeyValue {
  key: string;
  value: AnyValue;
}
interface AnyValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values?: AnyValue[] };
}
interface ExportRequest {
  resourceSpans?: {
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: KeyValue[];
        status?: { code?: number; message?: string };
        events?: { name: string; attributes?: KeyValue[] }[];
        links?: { traceId: string; spanId: string }[];
      }[];
    }[];
  }[];
}

function readSpans(request: ExportRequest): ReceivedSpan[] {
  return (request.resourceSpans ?? []).flatMap((resource) =>
    (resource.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || undefined,
        name: span.name,
        kind: span.kind,
        attributes: plain(span.attributes),
        status: span.status ?? {},
        events: (span.events ?? []).map((event) => ({
          name: event.name,
          attributes: plain(event.attributes),
        })),
        links: (span.links ?? []).map(({ traceId, spanId }) => ({ traceId, spanId })),
      })),
    ),
  );
}

function plain(attributes: KeyValue[] = []): Record<string, unknown> {
  return Object.fromEntries(attributes.map(({ key, value }) => [key, valueOf(value)]));
}

function valueOf(value: AnyValue): unknown {
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(valueOf);
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.doubleValue ?? value.boolValue;
}
