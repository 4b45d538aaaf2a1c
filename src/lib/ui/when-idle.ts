/** The most a task put off until the browser is idle waits (spec 1 §9: the prefetch's 2000 ms). */
export const IDLE_TIMEOUT_MS = 2000;

/** What `whenIdle` needs of the browser: `window`, or a fake in tests. */
export interface IdleScheduler {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
}

/**
 * Runs `task` once the browser is idle, and at the latest after `timeout` ms. Browsers without
 * requestIdleCallback (Safari) run it on the next turn of the event loop instead, as Next.js and
 * Nuxt do: after the work in hand, never in its way. Returns a function that cancels it.
 */
export function whenIdle(
  task: () => void,
  timeout: number = IDLE_TIMEOUT_MS,
  scheduler: IdleScheduler = window as unknown as IdleScheduler,
): () => void {
  const { requestIdleCallback, cancelIdleCallback } = scheduler;
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const handle = requestIdleCallback.call(scheduler, () => task(), { timeout });
    return () => cancelIdleCallback.call(scheduler, handle);
  }
  const handle = scheduler.setTimeout.call(scheduler, task, 1);
  return () => scheduler.clearTimeout.call(scheduler, handle);
}
