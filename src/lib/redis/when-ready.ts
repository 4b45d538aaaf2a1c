import type Redis from 'ioredis';

/**
 * Resolves once `client` is connected, or rejects after `timeoutMs`. A client made with no offline
 * queue (the shared command client) refuses commands until then, so the first command of a process
 * waits here rather than failing while the connection is still being made. A connection that fails
 * (refused, reset) rejects at once, as does a client already waiting to reconnect after one: Redis
 * is down then, and waiting out the timeout would only make every caller (a health check with a
 * load balancer's 2 s) slow to say so.
 */
export function whenReady(client: Redis, timeoutMs: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  if (client.status === 'end') return Promise.reject(new Error('The Redis connection is closed'));
  if (client.status === 'reconnecting') {
    return Promise.reject(new Error('Redis is unreachable; the client is reconnecting'));
  }
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      client.off('end', onEnd);
      client.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const onReady = () => done();
    const onEnd = () => done(new Error('The Redis connection is closed'));
    const onError = (error: Error) => done(error);
    const timer = setTimeout(
      () => done(new Error(`Redis was not ready within ${timeoutMs} ms`)),
      timeoutMs,
    );
    client.once('ready', onReady);
    client.once('end', onEnd);
    client.once('error', onError);
  });
}
