import { useSyncExternalStore } from 'react';
import { currentTime } from '@/lib/clock';

// One clock for every component that shows something depending on the moment: it starts with the
// first of them and stops with the last, and ticks once a minute.
let now: Date | null = null;
let ticking: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!ticking) {
    now = currentTime();
    ticking = setInterval(() => {
      now = currentTime();
      listeners.forEach((notify) => notify());
    }, 60_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(ticking);
      ticking = undefined;
    }
  };
}

/**
 * The moment, for what a page shows that depends on it (open now, today's banner, this year).
 * Pages are served from a cache of rendered HTML (ISR), so the server must never decide it: this is
 * null while the server renders and while the page hydrates, then the visitor's clock, kept
 * current every minute. Callers show something true at any moment until then.
 */
export function useNow(): Date | null {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => null,
  );
}

/**
 * The moment for what a cached page shows: when the page was made (`renderedAt`, ISO) until the
 * visitor's clock takes over right after hydration, then theirs. The component that calls it
 * renders again then: keep it the smallest that shows the moment (a line, not a layout).
 */
export function useNowOr(renderedAt: string): Date {
  return useNow() ?? new Date(renderedAt);
}
