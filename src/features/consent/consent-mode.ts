import { consentCategories, type ConsentChoice } from './consent';

/** Something holding the tag manager's data layer: the window, or a stand-in in tests. */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

/** Google Consent Mode v2 states of the storage types the site sets. */
export type ConsentModeState = Readonly<{
  ad_storage: 'granted' | 'denied';
  ad_user_data: 'granted' | 'denied';
  ad_personalization: 'granted' | 'denied';
  analytics_storage: 'granted' | 'denied';
  functionality_storage: 'granted' | 'denied';
  personalization_storage: 'granted' | 'denied';
  security_storage: 'granted' | 'denied';
}>;

const state = (granted: boolean) => (granted ? 'granted' : 'denied');

/**
 * What each category grants in Google Consent Mode v2:
 * - Analytics: analytics_storage (spec 2 §4: "analytics-granted consent follows acceptance");
 * - Targeting (marketing): ad_storage, ad_user_data and ad_personalization;
 * - Site Preferences: functionality_storage and personalization_storage;
 * - Performance: none. Consent Mode has no type for measuring speed and errors, and granting
 *   analytics_storage for it would let analytics tags run without Analytics. Performance tags in
 *   the container fire on the `cookie_consent.performance` data layer value instead (see
 *   consentEvent).
 * Necessary cookies are always on: security_storage is always granted.
 */
export function consentModeState(choice: ConsentChoice): ConsentModeState {
  return {
    ad_storage: state(choice.targeting),
    ad_user_data: state(choice.targeting),
    ad_personalization: state(choice.targeting),
    analytics_storage: state(choice.analytics),
    functionality_storage: state(choice.preferences),
    personalization_storage: state(choice.preferences),
    security_storage: 'granted',
  };
}

/** Before any choice (spec 2 §4): ad and analytics storage, and everything optional, denied. */
export const consentModeDefaults: ConsentModeState = consentModeState({
  performance: false,
  analytics: false,
  targeting: false,
  preferences: false,
});

/** The event a choice also puts on the data layer, for triggers on the categories themselves. */
export const CONSENT_EVENT = 'cookie_consent_update';

/** `{ event: 'cookie_consent_update', cookie_consent: { performance: 'granted', ... } }`. */
export function consentEvent(choice: ConsentChoice) {
  return {
    event: CONSENT_EVENT,
    cookie_consent: Object.fromEntries(
      consentCategories.map((category) => [category, state(choice[category])]),
    ) as Record<(typeof consentCategories)[number], 'granted' | 'denied'>,
  };
}

const browserHost = (): DataLayerHost | undefined =>
  typeof window === 'undefined' ? undefined : (window as DataLayerHost);

/** Pushes one entry to the data layer (created if the tag manager has not loaded). */
export function pushToDataLayer(entry: unknown, host = browserHost()): void {
  if (!host) return;
  host.dataLayer ??= [];
  host.dataLayer.push(entry);
}

/**
 * Google's `gtag()`, as its snippet defines it: the call's `arguments` object itself goes on the
 * data layer, which is how the tag manager tells a command (`consent`, `set`) from an event. The
 * site's strict Content-Security-Policy forbids the inline snippet, so this is the site's own.
 */
export function gtag(...command: unknown[]): void;
export function gtag(): void {
  // eslint-disable-next-line prefer-rest-params -- gtag must push the Arguments object itself
  pushToDataLayer(arguments);
}

/** `gtag('consent', 'default', ...)`: everything optional denied, before any tag (spec 2 §4). */
export function pushConsentDefaults(): void {
  gtag('consent', 'default', { ...consentModeDefaults });
  // With ad storage denied, ad click identifiers in the hits are redacted too.
  gtag('set', 'ads_data_redaction', true);
}

/** `gtag('consent', 'update', ...)` for the diner's choice, and the consent event. */
export function pushConsentUpdate(choice: ConsentChoice): void {
  gtag('consent', 'update', { ...consentModeState(choice) });
  pushToDataLayer(consentEvent(choice));
}
