/**
 * The diner's cookie choice (spec 2 §2 and §4 "Cookie consent"): Necessary cookies are always on;
 * each optional category is granted or not. The choice is kept in a first-party cookie that the
 * browser alone reads (pages stay cacheable: the server never varies on it).
 */

/** The optional categories, in the order the panel lists them. Necessary is always on. */
export const consentCategories = ['performance', 'analytics', 'targeting', 'preferences'] as const;

/** One optional category: Performance, Analytics, Targeting (marketing), Site Preferences. */
export type ConsentCategory = (typeof consentCategories)[number];

/** The diner's choice: each optional category granted (true) or refused (false). */
export type ConsentChoice = Readonly<Record<ConsentCategory, boolean>>;

/** The name of the cookie that keeps the choice. */
export const CONSENT_COOKIE = 'cookie_consent';

/**
 * The version of the categories the choice was made for. A new version (a category added, a
 * purpose changed) makes every stored choice invalid, so the bar asks again.
 */
export const CONSENT_VERSION = 1;

/** Spec 2 §9: the bar appears 100 ms after the page. */
export const BANNER_DELAY_MS = 100;

/**
 * Spec 2 §9 gives two lifetimes: "cookie expiry 30 days; preference cookie 365 days". We read them
 * as: a diner who accepts every category is asked again after 365 days; any other choice (reject
 * all, or some categories) lasts 30 days, so a refusal is not taken as final for a year.
 */
export const ACCEPT_ALL_DAYS = 365;
/** The lifetime of any choice short of accepting every category (see ACCEPT_ALL_DAYS). */
export const CHOICE_DAYS = 30;

const DAY_SECONDS = 24 * 60 * 60;

const every = (granted: boolean): ConsentChoice =>
  Object.fromEntries(consentCategories.map((category) => [category, granted])) as ConsentChoice;

/** 'Accept all': every optional category granted. */
export const acceptAll = (): ConsentChoice => every(true);

/** 'Reject all', and the state before any choice: Necessary cookies only. */
export const rejectAll = (): ConsentChoice => every(false);

/** True when every optional category is granted. */
export const isAllAccepted = (choice: ConsentChoice): boolean =>
  consentCategories.every((category) => choice[category]);

/** True when at least one optional category is granted (the tag manager may then load). */
export const hasOptionalConsent = (choice: ConsentChoice): boolean =>
  consentCategories.some((category) => choice[category]);

/** How long a choice is kept, in days (see ACCEPT_ALL_DAYS). */
export const choiceLifetimeDays = (choice: ConsentChoice): number =>
  isAllAccepted(choice) ? ACCEPT_ALL_DAYS : CHOICE_DAYS;

/** The cookie's value: `v=1&performance=0&analytics=1&targeting=0&preferences=1`. */
export function serializeConsent(choice: ConsentChoice): string {
  const fields = consentCategories.map((category) => `${category}=${choice[category] ? 1 : 0}`);
  return [`v=${CONSENT_VERSION}`, ...fields].join('&');
}

/**
 * The choice a cookie value holds, or null when it holds none: missing, another version, a
 * category missing, repeated or unknown, or a value other than 0 or 1. Null shows the bar again.
 */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  if (!value) return null;
  const fields = new Map<string, string>();
  for (const pair of value.split('&')) {
    const [key, field, ...rest] = pair.split('=');
    if (!key || field === undefined || rest.length > 0 || fields.has(key)) return null;
    fields.set(key, field);
  }
  if (fields.get('v') !== String(CONSENT_VERSION)) return null;
  if (fields.size !== consentCategories.length + 1) return null;
  const choice: Partial<Record<ConsentCategory, boolean>> = {};
  for (const category of consentCategories) {
    const field = fields.get(category);
    if (field !== '0' && field !== '1') return null;
    choice[category] = field === '1';
  }
  return choice as ConsentChoice;
}

/** The choice held by a `document.cookie` string (`a=1; cookie_consent=...`), or null. */
export function consentFromCookies(cookies: string): ConsentChoice | null {
  for (const cookie of cookies.split(';')) {
    const [name, ...value] = cookie.trim().split('=');
    if (name === CONSENT_COOKIE) return parseConsent(value.join('='));
  }
  return null;
}

/**
 * What `document.cookie` is set to, to keep `choice`: first-party, the whole site, for its
 * lifetime (Max-Age), sent on top-level navigations only (SameSite=Lax), Secure over HTTPS.
 */
export function consentCookie(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  return [
    `${CONSENT_COOKIE}=${serializeConsent(choice)}`,
    'Path=/',
    `Max-Age=${choiceLifetimeDays(choice) * DAY_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
