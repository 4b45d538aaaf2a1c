import type Redis from 'ioredis';
import { z } from 'zod';
import { whenReady } from '@/lib/redis';
import type { WarningLog } from './memory-cache';

// How a clear reaches every process sharing one Redis: one message per clear on one channel.
// Any process may publish (a web process on the webhook, a script); server processes listen.

/** A message on the channel: anything else (another program's, a mistake) is ignored. */
const clearMessage = z.object({ prefix: z.string().max(200) });

/**
 * Tells every listening process (this one too, if it listens) to clear `prefix`. Resolves false,
 * having logged why, when Redis could not be told: the other processes then catch up only when
 * their entries expire.
 */
export async function publishClear(options: {
  publisher: Redis;
  channel: string;
  prefix: string;
  /** How long to wait for the publisher to connect. */
  waitMs: number;
  log: WarningLog;
}): Promise<boolean> {
  const { publisher, channel, prefix, waitMs, log } = options;
  try {
    await whenReady(publisher, waitMs);
    await publisher.publish(channel, JSON.stringify({ prefix }));
    return true;
  } catch (error) {
    log.warn({ err: error, channel }, 'Could not tell the other processes to clear their cache');
    return false;
  }
}

/** A process listening for clears. */
export interface ClearSubscription {
  /** Settles once it listens (after which no clear is missed but during an outage). */
  ready: Promise<void>;
  /** Stops listening (the connection is the caller's). */
  close(): Promise<void>;
}

/**
 * Subscribes to `channel` and clears this process's cache for every message on it. Redis pub/sub
 * reaches only the connections subscribed at that moment, so whenever the subscription starts or
 * comes back after a lost connection, everything is cleared once: a clear may have been missed.
 */
export function subscribeToClears(options: {
  /** A connection of its own: a subscribed connection can run no other command. */
  subscriber: Redis;
  channel: string;
  /** Clears this process's cache. */
  onClear: (prefix: string) => Promise<void>;
  log: WarningLog;
}): ClearSubscription {
  const { subscriber, channel, onClear, log } = options;
  const clear = (prefix: string) =>
    onClear(prefix).catch((error: unknown) =>
      log.warn({ err: error, channel }, 'Could not clear the cache'),
    );
  const onMessage = (from: string, text: string) => {
    if (from !== channel) return;
    const message = clearMessage.safeParse(parseJson(text));
    if (message.success) void clear(message.data.prefix);
    else log.warn({ channel }, 'Ignored a message that is not a cache clear');
  };

  // ioredis subscribes again by itself after a reconnect, but only once a subscription has
  // succeeded: a first attempt that failed (Redis down at start) is retried here when it is back.
  let subscription: 'none' | 'pending' | 'done' = 'none';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const subscribe = () => {
    subscription = 'pending';
    subscriber.subscribe(channel).then(
      () => {
        subscription = 'done';
        markReady();
        return clear('');
      },
      (error: unknown) => {
        subscription = 'none';
        log.warn({ err: error, channel }, 'Could not subscribe to cache clears yet');
      },
    );
  };
  let cutOff = false;
  const onClose = () => (cutOff = true);
  const onReady = () => {
    if (subscription === 'none') subscribe();
    else if (cutOff && subscription === 'done') void clear('');
    cutOff = false;
  };
  // An idle subscription must not keep a process alive by itself.
  const unref = () => subscriber.stream?.unref?.();

  subscriber.on('message', onMessage);
  subscriber.on('close', onClose);
  subscriber.on('ready', onReady);
  subscriber.on('connect', unref);
  unref();
  subscribe();

  return {
    ready,
    async close() {
      subscriber.off('message', onMessage);
      subscriber.off('close', onClose);
      subscriber.off('ready', onReady);
      subscriber.off('connect', unref);
      await subscriber.unsubscribe(channel).catch(() => {});
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
