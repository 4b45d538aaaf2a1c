import pino, { type Logger } from 'pino';
import { getConfig } from '@/lib/config';

export type { Logger };

const key = Symbol.for('tavola.logger');
type WithLogger = typeof globalThis & { [key]?: Logger };

/**
 * The process-wide structured logger (JSON lines on stdout). Kept on globalThis because Next.js
 * bundles each route separately, and every route should share one logger.
 */
export function getLogger(): Logger {
  const store = globalThis as WithLogger;
  store[key] ??= pino({
    level: getConfig().LOG_LEVEL,
    base: { service: 'tavola' },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
  return store[key];
}
