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

// What the diner is in the middle of on the page itself: a form they have started.
const inProgress = new Set<string>();

/** Records that the diner started (or finished, or left) the form or journey `id`. */
export function setInProgress(id: string, busy: boolean): void {
  if (busy) inProgress.add(id);
  else inProgress.delete(id);
}

/** True while the diner is using a dialog or filling in a form: nothing may open over it. */
export function isDinerBusy(): boolean {
  return open.size > 0 || inProgress.size > 0;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True while any dialog of the site is open, leaving out the dialogs named in `except` (a
 * component's own dialogs, when it steps aside for the others only).
 */
export function useAnyModalOpen(...except: string[]): boolean {
  return useSyncExternalStore(
    subscribe,
    () => [...open].some((id) => !except.includes(id)),
    () => false,
  );
}
