import { hasOptionalConsent, type ConsentChoice } from './consent';
import { pushConsentDefaults, pushConsentUpdate } from './consent-mode';
import { clearRefusedCookies, readStoredConsent, storeConsent } from './stored-consent';
import { scheduleTagManager, tagManagerConfig, type TagManagerConfig } from './tag-manager';

let started = false;

/**
 * Tells Google's tags what they may do, on every page load: `gtag('consent', 'default')` with
 * everything optional denied, then, when the diner chose on an earlier visit,
 * `gtag('consent', 'update')` with that choice and the tag manager scheduled (if any category is
 * granted and a container is configured). Called once, before the page hydrates (src/pages/_app),
 * so both commands are on the data layer before any tag or booking event.
 */
export function startConsentMode(tagManager: TagManagerConfig | null = tagManagerConfig()): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  pushConsentDefaults();
  const stored = readStoredConsent();
  if (stored) applyConsent(stored, tagManager);
}

/** The consent update for `choice`, and the tag manager when it is allowed and configured. */
function applyConsent(choice: ConsentChoice, tagManager: TagManagerConfig | null): void {
  pushConsentUpdate(choice);
  if (tagManager && hasOptionalConsent(choice)) scheduleTagManager(tagManager);
}

/**
 * The diner's choice from the bar or its panel: kept in the cookie, the cookies of refused
 * categories deleted, the tags told, and the tag manager loaded now if it was waiting for consent.
 */
export function saveConsent(
  choice: ConsentChoice,
  tagManager: TagManagerConfig | null = tagManagerConfig(),
): void {
  storeConsent(choice);
  clearRefusedCookies(choice);
  applyConsent(choice, tagManager);
}

// The footer's 'Cookie settings' button asks the consent bar, wherever it is, to show again.
const settingsListeners = new Set<() => void>();

/** Shows the consent bar again (the footer's 'Cookie settings'). */
export function openCookieSettings(): void {
  for (const listener of settingsListeners) listener();
}

/** Calls `listener` whenever 'Cookie settings' is used; returns the unsubscribe. */
export function onCookieSettings(listener: () => void): () => void {
  settingsListeners.add(listener);
  return () => settingsListeners.delete(listener);
}
