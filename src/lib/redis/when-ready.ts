import type Redis from 'ioredis';

/**
 * Resolves once `client` is connected, or rejects after `timeoutMs`. A client made with no offline
 * queue (the shared command client) refuses commands until then, so the first command of a process
 * waits here rather than failing while the connection is still being made.
 */
export function whenReady(client: Redis, timeoutMs: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  if (client.status === 'end') return Promise.reject(new Error('The Redis connection is closed'));
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      client.off('end', onEnd);
      if (error) reject(error);
      else resolve();
    };
    const onReady = () => done();
    const onEnd = () => done(new Error('The Redis connection is closed'));
    const timer = setTimeout(
      () => done(new Error(`Redis was not ready within ${timeoutMs} ms`)),
      timeoutMs,
    );
    client.once('ready', onReady);
    client.once('end', onEnd);
  });
}
