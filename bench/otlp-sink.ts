import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Where the telemetry section's sites send their spans: an OTLP/HTTP endpoint that answers every
 * export as a collector does and keeps only counts. A collector runs on a machine of its own; the
 * test receiver (src/lib/telemetry/testing) decodes and keeps every span, and doing that inside the
 * bench's process took CPU from its load generator, which counted against tracing.
 */
export interface OtlpSink {
  endpoint: string;
  /** Exports received, their bytes, and the spans in the first (proof that spans arrive whole). */
  exports(): { count: number; bytes: number; spansInFirst: number };
  stop(): Promise<void>;
}

export async function startOtlpSink(port: number): Promise<OtlpSink> {
  let count = 0;
  let bytes = 0;
  let spansInFirst = 0;
  const server = createServer((req, res) => {
    const first = count === 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (first) chunks.push(chunk);
    });
    req.on('end', () => {
      count += 1;
      if (first) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans?: { scopeSpans?: { spans?: unknown[] }[] }[];
        };
        spansInFirst = (body.resourceSpans ?? [])
          .flatMap((resource) => resource.scopeSpans ?? [])
          .reduce((total, scope) => total + (scope.spans?.length ?? 0), 0);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exports: () => ({ count, bytes, spansInFirst }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
