import type Redis from 'ioredis';
import { databaseKind, pingDatabase } from '@/lib/db';
import { httpError } from '@/lib/http';
import { getRedis, whenReady } from '@/lib/redis';
import { withDeadline } from './with-deadline';

/** What /api/health answers while the site can serve. */
export interface Health {
  /** degraded: Redis is unreachable, so limits and caches are per process until it is back. */
  status: 'ok' | 'degraded';
  database: 'postgres' | 'pglite';
  /** With REDIS_URL only. */
  redis?: 'ok' | 'unreachable';
}

/** Load balancers give a health check about 3 s: the answer comes before, whatever is down. */
export const healthDeadlineMs = 2500;

/** The message of the 503 when the database does not answer. */
export const databaseDownMessage = 'The database is not answering.';

/**
 * Asks the database and (with REDIS_URL) Redis at once, each within the deadline. The site cannot
 * serve without its database (503); without Redis it falls back to in-process state (degraded).
 */
export async function checkHealth(
  deadlineMs = healthDeadlineMs,
  redis: Redis | undefined = getRedis(),
): Promise<Health> {
  const [database, redisState] = await Promise.all([
    withDeadline(pingDatabase(), deadlineMs, 'The database').then(
      () => undefined,
      (error: unknown) => error,
    ),
    redis ? redisReachable(redis, deadlineMs) : undefined,
  ]);
  if (database !== undefined) {
    throw Object.assign(httpError(503, databaseDownMessage), { cause: database });
  }
  return {
    status: redisState === 'unreachable' ? 'degraded' : 'ok',
    database: databaseKind(),
    ...(redisState ? { redis: redisState } : {}),
  };
}

async function redisReachable(redis: Redis, deadlineMs: number): Promise<'ok' | 'unreachable'> {
  const started = performance.now();
  try {
    // A client made moments ago is still connecting; it is not down for that.
    await whenReady(redis, deadlineMs);
    const left = Math.max(1, deadlineMs - (performance.now() - started));
    await withDeadline(redis.ping(), left, 'Redis');
    return 'ok';
  } catch {
    return 'unreachable';
  }
}
