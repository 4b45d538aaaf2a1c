import { useCallback, useSyncExternalStore } from 'react';

// Flags set in this tab notify here; other tabs notify through the `storage` event.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

// Storage can be blocked (privacy settings); a flag then lasts for this page view only.
const memory = new Set<string>();

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1' || memory.has(key);
  } catch {
    return memory.has(key);
  }
}

/**
 * A yes/no remembered in this browser (localStorage) under `key`, such as "banner dismissed".
 * It reads false on the server and in the first render, so the page hydrates as served.
 */
export function useRememberedFlag(key: string): [boolean, () => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => false,
  );
  const set = useCallback(() => {
    memory.add(key);
    try {
      window.localStorage.setItem(key, '1');
    } catch {
      // Remembered in memory only.
    }
    for (const listener of listeners) listener();
  }, [key]);
  return [value, set];
}
