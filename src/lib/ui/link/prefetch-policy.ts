/** The part of the Network Information API the prefetch rule reads (Chromium has it, not Safari). */
export interface ConnectionInfo {
  /** The diner asked for less data (Chrome's Lite mode, Android's data saver). */
  saveData?: boolean;
  /** 'slow-2g', '2g', '3g' or '4g': the connection as the browser measures it. */
  effectiveType?: string;
}

/**
 * Spec 1 §9: pages are prefetched, except on slow (2g) or data-saver connections. Without the API
 * (Safari, Firefox) the connection is taken to be fine, as Next.js and Nuxt take it.
 */
export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/2g$/.test(connection.effectiveType ?? ''); // '2g' and 'slow-2g'
}

/** The browser's connection, when it tells. */
export function currentConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
