/**
 * How long a closed popup stays closed in this browser. The content model gives no period of its
 * own (the popup entry has a delay, dates to show between, no "ask again after"), so the site's is
 * 30 days: the consent bar's shortest lifetime, and long enough not to nag a returning diner.
 */
export const POPUP_DISMISS_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The localStorage key holding when the popup `id` may show again (ms since the epoch). */
export const popupDismissalKey = (id: string) => `tavola.popup.${id}.dismissed-until`;

// Storage can be blocked (privacy settings): a dismissal then lasts for this page view only.
const memory = new Map<string, number>();

function storedUntil(key: string): number {
  try {
    const stored = Number(window.localStorage.getItem(key));
    if (Number.isFinite(stored) && stored > 0) return stored;
  } catch {
    // Fall back to this page view's memory.
  }
  return memory.get(key) ?? 0;
}

/** True while the popup `id` was closed less than the period ago (`now` in ms). */
export function isPopupDismissed(id: string, now: number = Date.now()): boolean {
  return storedUntil(popupDismissalKey(id)) > now;
}

/** Remembers that the diner closed the popup `id` at `now`, for `POPUP_DISMISS_DAYS`. */
export function dismissPopup(id: string, now: number = Date.now()): void {
  const key = popupDismissalKey(id);
  const until = now + POPUP_DISMISS_DAYS * DAY_MS;
  memory.set(key, until);
  try {
    window.localStorage.setItem(key, String(until));
  } catch {
    // Remembered in memory only.
  }
}
