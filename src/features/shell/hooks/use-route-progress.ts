import Router from 'next/router';
import { useEffect, useState } from 'react';

/** Spec 1 §9 "throttle 200 ms": a route change quicker than this shows no progress bar. */
export const PROGRESS_THROTTLE_MS = 200;
/** Spec 1 §9 "duration 5 s": the most the progress bar shows for one route change. */
export const PROGRESS_DURATION_MS = 5000;
/** How long the full bar takes to fade once the page is there. */
export const PROGRESS_FADE_MS = 200;

/** Where a route change's progress bar is: none, growing while the page loads, or fading. */
export type RouteProgressPhase = 'idle' | 'loading' | 'finishing';

type RouteChangeEvent = 'routeChangeStart' | 'routeChangeComplete' | 'routeChangeError';
// routeChangeError's handler gets the error first; the others, the URL.
type RouteChangeHandler = (first: unknown, ...rest: unknown[]) => void;

/** The router's events, as far as the progress bar listens to them (next/router's Router.events). */
export interface RouteChangeEvents {
  on(type: RouteChangeEvent, handler: RouteChangeHandler): void;
  off(type: RouteChangeEvent, handler: RouteChangeHandler): void;
}

/**
 * The phase of the route-change progress bar (spec 1 §9): it shows when a client-side route
 * change takes longer than 200 ms, grows while the page loads, fills and fades when it is there,
 * and shows for 5 s at most. A shallow change (a filter in the query) never shows it.
 */
export function useRouteProgress(events: RouteChangeEvents = Router.events): RouteProgressPhase {
  const [phase, setPhase] = useState<RouteProgressPhase>('idle');
  useEffect(() => {
    let current: RouteProgressPhase = 'idle';
    const timers = new Set<number>();
    const go = (next: RouteProgressPhase) => {
      current = next;
      setPhase(next);
    };
    const after = (ms: number, then: () => void) => {
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        then();
      }, ms);
      timers.add(timer);
    };
    const clear = () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      timers.clear();
    };
    const show = () => {
      go('loading');
      after(PROGRESS_DURATION_MS, () => go('idle'));
    };

    const start: RouteChangeHandler = (_url, options) => {
      if ((options as { shallow?: boolean } | undefined)?.shallow) return;
      clear();
      if (current === 'loading')
        show(); // a new change while one shows: the bar carries on
      else {
        go('idle');
        after(PROGRESS_THROTTLE_MS, show);
      }
    };
    const done: RouteChangeHandler = () => {
      clear();
      if (current !== 'loading') return go('idle');
      go('finishing');
      after(PROGRESS_FADE_MS, () => go('idle'));
    };
    // A change cancelled by the next one: the next one's start follows at once.
    const failed: RouteChangeHandler = (error, ...rest) => {
      if (!(error as { cancelled?: boolean } | null)?.cancelled) done(error, ...rest);
    };

    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', done);
    events.on('routeChangeError', failed);
    return () => {
      clear();
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', done);
      events.off('routeChangeError', failed);
    };
  }, [events]);
  return phase;
}
