/** Spec 1 §9: after a script chunk fails to load, the page reloads at most once in this time. */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;

/**
 * Where the time of the last such reload is kept (spec 1 §8: "tracked in session storage"): per
 * tab, so a diner's other tabs reload on their own, and gone when the tab closes.
 */
export const CHUNK_RELOAD_STORAGE_KEY = 'tavola:chunk-reload-at';

// What browsers and bundlers say when a chunk of the site's code did not arrive.
const chunkFailureMessages = [
  /Loading (CSS )?chunk \S+ failed/i, // webpack (the ChunkLoadError)
  /Failed to fetch dynamically imported module/i, // import() in Chromium
  /error loading dynamically imported module/i, // import() in Firefox
  /Importing a module script failed/i, // import() in Safari
  /Failed to load script: \/_next\//, // Next.js's page loader
];

/**
 * True when `reason` (a thrown error, a rejection's reason, an error event's message) says a
 * chunk of the site's code failed to load: after a deploy, the chunks the open page knows of are
 * gone, or the network dropped mid-way.
 */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason === 'string') return chunkFailureMessages.some((re) => re.test(reason));
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || isChunkLoadError(message);
}

/** What reloading needs of the browser: the real one, or fakes in tests. */
export interface ReloadEnvironment {
  /** The tab's session storage; may throw (storage disabled). */
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  /** Reloads the page. */
  reload: () => void;
  /** Loads `url` afresh (the page a link led to). */
  navigate: (url: string) => void;
}

export const browserReloadEnvironment: ReloadEnvironment = {
  storage: () => window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
  navigate: (url) => window.location.assign(url),
};

/**
 * Reloads the page (or loads `url` afresh) after a chunk failed to load, unless it did so less
 * than a minute ago (spec 1 §8, §9): the fresh page asks for the chunks that exist now, and a
 * chunk that keeps failing cannot reload the page over and over. Without session storage the time
 * cannot be kept, so nothing reloads. Returns whether it reloaded.
 */
export function reloadForFailedChunk(
  env: ReloadEnvironment = browserReloadEnvironment,
  url?: string,
): boolean {
  try {
    const storage = env.storage();
    const now = env.now();
    const elapsed = now - Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? -Infinity);
    // A clock put back (elapsed below 0) does not hold the reload back for good.
    if (elapsed >= 0 && elapsed < CHUNK_RELOAD_THROTTLE_MS) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  if (url) env.navigate(url);
  else env.reload();
  return true;
}

/** A `<script>` that webpack added to load a chunk (it marks each with data-webpack). */
function isChunkScript(target: EventTarget | null): boolean {
  const element = target as Partial<Element> | null;
  return element?.tagName === 'SCRIPT' && element.hasAttribute?.('data-webpack') === true;
}

/** The router's events (next/router's `Router.events`), as far as they are listened to here. */
export interface RouteErrorEvents {
  on(type: 'routeChangeError', handler: (error: unknown, url: string) => void): void;
  off(type: 'routeChangeError', handler: (error: unknown, url: string) => void): void;
}

/**
 * Reloads the page when a chunk fails to load (spec 1 §8), however it shows: a chunk's `<script>`
 * failing (a `next/dynamic` block, which otherwise renders nothing), an uncaught error or an
 * unhandled rejection naming a chunk, or a client-side navigation failing for one (then the page
 * the link led to is loaded afresh). Returns a function that stops listening.
 */
export function watchChunkFailures(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  routeEvents: RouteErrorEvents,
  env: ReloadEnvironment = browserReloadEnvironment,
): () => void {
  const onError = (event: Event) => {
    const { error, message } = event as Partial<ErrorEvent>;
    if (isChunkScript(event.target) || isChunkLoadError(error) || isChunkLoadError(message)) {
      reloadForFailedChunk(env);
    }
  };
  const onRejection = (event: Event) => {
    if (isChunkLoadError((event as PromiseRejectionEvent).reason)) reloadForFailedChunk(env);
  };
  const onRouteError = (error: unknown, url: string) => {
    if (isChunkLoadError(error)) reloadForFailedChunk(env, url);
  };
  // A script's failure does not bubble: it reaches the window only while capturing.
  target.addEventListener('error', onError, true);
  target.addEventListener('unhandledrejection', onRejection);
  routeEvents.on('routeChangeError', onRouteError);
  return () => {
    target.removeEventListener('error', onError, true);
    target.removeEventListener('unhandledrejection', onRejection);
    routeEvents.off('routeChangeError', onRouteError);
  };
}
