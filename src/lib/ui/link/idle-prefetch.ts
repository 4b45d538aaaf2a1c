import Router from 'next/router';
import { whenIdle } from '../when-idle';
import { canPrefetch, currentConnection } from './prefetch-policy';

/**
 * The path (and query) of a page of this site that `href` leads to, or null: another site, a
 * mail or phone link, or this very page (a hash link like `#booking`).
 */
export function sitePath(href: string, here: string = window.location.href): string | null {
  let url: URL;
  try {
    url = new URL(href, here);
  } catch {
    return null;
  }
  const current = new URL(here);
  if (url.origin !== current.origin) return null;
  const path = url.pathname + url.search;
  return path === current.pathname + current.search ? null : path;
}

/** The pages asked for in this page load: each is prefetched once. */
const requested = new Set<string>();

/**
 * Prefetches the page at `path` (its code, and its data where Next.js can cache it), unless it
 * was asked for already or the connection is slow or saving data (spec 1 §9). A prefetch is a
 * favour: when it fails (offline, the router not ready), nothing else does.
 */
export function prefetchPage(path: string): void {
  if (requested.has(path) || !canPrefetch(currentConnection())) return;
  requested.add(path);
  try {
    Router.prefetch(path).catch(() => requested.delete(path));
  } catch {
    requested.delete(path);
  }
}

// One observer for every link, as Next.js does: links are watched until they first come within
// 200 px of the viewport.
let observer: IntersectionObserver | undefined;
const onSeen = new Map<Element, () => void>();

function stopWatching(element: Element): void {
  onSeen.delete(element);
  observer?.unobserve(element);
}

/** Calls `seen` once `element` nears the viewport; returns a function that stops watching. */
function whenNearViewport(element: Element, seen: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    seen(); // older browsers: every link counts as seen, and waits for idle time like the rest
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
        const callback = onSeen.get(entry.target);
        stopWatching(entry.target);
        callback?.();
      }
    },
    { rootMargin: '200px' },
  );
  onSeen.set(element, seen);
  observer.observe(element);
  return () => stopWatching(element);
}

/**
 * Prefetches the page a link leads to once the link nears the viewport and the browser is idle
 * (at most 2000 ms later), never on a slow or data-saver connection (spec 1 §9). Returns a
 * function that stops watching, and cancels a prefetch still waiting for idle time.
 */
export function watchForIdlePrefetch(element: Element, href: string): () => void {
  const path = sitePath(href);
  if (path === null) return () => {};
  let cancelIdle: (() => void) | undefined;
  const stop = whenNearViewport(element, () => {
    cancelIdle = whenIdle(() => prefetchPage(path));
  });
  return () => {
    stop();
    cancelIdle?.();
  };
}
