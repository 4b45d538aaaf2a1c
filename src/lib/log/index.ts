import pino, { type DestinationStream, type Logger } from 'pino';
import { getConfig } from '@/lib/config';
import { activeTraceId } from '@/lib/telemetry';
import { censor, redactedPaths } from './redaction';
import { serializeError } from './serialize-error';

export type { Logger };
export { censorUrl, redactedPaths } from './redaction';

const key = Symbol.for('tavola.logger');
type WithLogger = typeof globalThis & { [key]?: Logger };

/**
 * A logger with the site's options: JSON lines on `destination` (stdout by default), with the
 * redaction list, the error serializer that keeps a failed query's values out, and the trace id.
 */
export function createLogger(destination?: DestinationStream): Logger {
  const options = {
    level: getConfig().LOG_LEVEL,
    base: { service: 'tavola' },
    redact: { paths: redactedPaths, censor },
    serializers: { err: serializeError },
    // The request's trace, when tracing is on: a log line leads to its trace and back.
    mixin: traceOfLine,
  };
  return destination ? pino(options, destination) : pino(options);
}

function traceOfLine(): { traceId?: string } {
  const traceId = activeTraceId();
  return traceId ? { traceId } : {};
}

/**
 * The process-wide structured logger (JSON lines on stdout). Kept on globalThis because Next.js
 * bundles each route separately, and every route should share one logger.
 */
export function getLogger(): Logger {
  const store = globalThis as WithLogger;
  store[key] ??= createLogger();
  return store[key];
}

/** Makes `logger` the process-wide one (a test reading the lines); returns how to put it back. */
export function installLogger(logger: Logger): () => void {
  const store = globalThis as WithLogger;
  const previous = store[key];
  store[key] = logger;
  return () => {
    store[key] = previous;
  };
}
