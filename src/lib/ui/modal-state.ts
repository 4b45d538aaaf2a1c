import { useSyncExternalStore } from 'react';

// Which dialogs are open, so that page furniture (the back-to-top button) can step aside.
const open = new Set<string>();
const listeners = new Set<() => void>();

/** Records that the dialog `id` opened or closed. */
export function setModalOpen(id: string, isOpen: boolean): void {
  const changed = isOpen ? !open.has(id) && open.add(id) : open.delete(id);
  if (changed) for (const listener of listeners) listener();
}

/** True while any dialog of the site is open (outside React). */
export function isAnyModalOpen(): boolean {
  return open.size > 0;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while any dialog of the site is open. */
export function useAnyModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open.size > 0,
    () => false,
  );
}
