import { pushToDataLayer, type DataLayerHost } from './consent-mode';

/** Google Tag Manager's container and the origin its script comes from. */
export interface TagManagerConfig {
  /** The container id, `GTM-XXXXXXX`. */
  id: string;
  /** `https://www.googletagmanager.com`, or a server-side tagging host (a stand-in in tests). */
  origin: string;
}

/** Spec 2 §9: tag scripts load 1 second after the page is ready. */
export const SCRIPT_DELAY_MS = 1000;

export const DEFAULT_TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

const containerId = /^GTM-[A-Z0-9]{1,20}$/;

/**
 * The tag manager the site was built with (`GTM_ID`, `GTM_ORIGIN`, written into the bundle by
 * next.config.js and validated by src/lib/config at start-up), or null: no container, no tags.
 */
export function tagManagerConfig(
  id: string | undefined = process.env.GTM_ID,
  origin: string | undefined = process.env.GTM_ORIGIN,
): TagManagerConfig | null {
  if (!id || !containerId.test(id)) return null;
  return { id, origin: origin || DEFAULT_TAG_MANAGER_ORIGIN };
}

/** The container script's address: `${origin}/gtm.js?id=${id}`. */
export const tagManagerScriptUrl = ({ id, origin }: TagManagerConfig): string =>
  `${origin}/gtm.js?id=${encodeURIComponent(id)}`;

type TagManagerWindow = Window & DataLayerHost;

const loadedIn = new WeakSet<Document>();

/**
 * Loads the container as Google's snippet does: the `gtm.start` event, then the script, async.
 * Once per page: a second call does nothing.
 */
export function loadTagManager(config: TagManagerConfig, win: TagManagerWindow = window): void {
  const { document } = win;
  if (loadedIn.has(document)) return;
  loadedIn.add(document);
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' }, win);
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(config);
  document.head.appendChild(script);
}

/** Milliseconds since the page finished loading, or null while it is loading. */
function sinceReady(win: TagManagerWindow): number | null {
  if (win.document.readyState !== 'complete') return null;
  const [navigation] = win.performance.getEntriesByType?.('navigation') ?? [];
  const loadEnd = (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd;
  return loadEnd ? win.performance.now() - loadEnd : 0;
}

const scheduledIn = new WeakSet<Document>();

/**
 * Loads the container 1 second after the page is ready (spec 2 §9): after its load event, or at
 * once if that was more than a second ago (a diner who accepts after reading the page).
 */
export function scheduleTagManager(config: TagManagerConfig, win: TagManagerWindow = window): void {
  if (scheduledIn.has(win.document)) return;
  scheduledIn.add(win.document);
  const later = (elapsed: number) =>
    win.setTimeout(() => loadTagManager(config, win), Math.max(0, SCRIPT_DELAY_MS - elapsed));
  const elapsed = sinceReady(win);
  if (elapsed === null) win.addEventListener('load', () => later(0), { once: true });
  else later(elapsed);
}
