import Redis from 'ioredis';
import { getConfig } from '@/lib/config';
import { getLogger } from '@/lib/log';
import { metrics } from '@/lib/telemetry';
import { traceCommands } from './command-spans';

import { whenReady } from './when-ready';

export { whenReady };

const key = Symbol.for('tavola.redis');
type WithRedis = typeof globalThis & { [key]?: Redis };

/**
 * The process-wide Redis client when REDIS_URL is set (the scale-out mode: rate limits and caches
 * shared by every process), otherwise undefined and callers keep their state in-process.
 *
 * Commands fail at once while Redis is unreachable (no offline queue, one retry), so a Redis outage
 * slows no request: each caller falls back to its in-process state and the client reconnects.
 */
export function getRedis(): Redis | undefined {
  const { REDIS_URL } = getConfig();
  if (!REDIS_URL) return undefined;
  const store = globalThis as WithRedis;
  store[key] ??= createRedisClient(REDIS_URL, 'commands');
  return store[key];
}

/** A new connection, for a subscriber (a subscribed connection can run no other command). */
export function createRedisClient(url: string, role: string): Redis {
  const { REDIS_CONNECT_TIMEOUT_MS } = getConfig();
  const client = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: role !== 'commands',
    // Reconnect with a growing pause, at most 2 s apart, for as long as the process lives.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  let down = false;
  client.on('error', (error: Error) => {
    metrics().redisErrors.inc();
    if (!down) getLogger().warn({ err: error, role }, 'Redis is unreachable; falling back');
    down = true;
  });
  client.on('ready', () => {
    if (down) getLogger().info({ role }, 'Redis is back');
    down = false;
  });
  return traceCommands(client);
}

/** Closes the shared client, if one was opened (a test file's end; a process's shutdown). */
export async function closeRedis(): Promise<void> {
  const store = globalThis as WithRedis;
  const client = store[key];
  delete store[key];
  if (!client) return;
  const ended = new Promise((resolve) => client.once('end', resolve));
  await client.quit().catch(() => client.disconnect());
  await ended;
}

/** Resolves once the shared client, if any, can run commands (tests that count on Redis at once). */
export async function redisReady(timeoutMs = 5000): Promise<void> {
  const client = getRedis();
  if (client) await whenReady(client, timeoutMs);
}
