import {
  consentCookie,
  consentFromCookies,
  type ConsentCategory,
  type ConsentChoice,
} from './consent';

/** The choice stored in this browser, or null (none yet, expired or unreadable). */
export function readStoredConsent(doc: Document = document): ConsentChoice | null {
  return consentFromCookies(doc.cookie);
}

/** True once the diner has answered the consent bar (and the answer has not expired). */
export function hasAnsweredConsent(doc: Document = document): boolean {
  return readStoredConsent(doc) !== null;
}

/** Keeps the choice in its cookie for its lifetime (30 or 365 days). */
export function storeConsent(choice: ConsentChoice, doc: Document = document): void {
  doc.cookie = consentCookie(choice, { secure: doc.location.protocol === 'https:' });
}

/**
 * The cookies Google's tags set for a category: Analytics (`_ga`, `_ga_<container>`, `_gid`,
 * `_gat...`) and Targeting (`_gcl_...`). Tags already running are told of a refusal by the consent
 * update; these are what they left behind.
 */
const categoryCookies: Partial<Record<ConsentCategory, RegExp>> = {
  analytics: /^(_ga|_ga_\w+|_gid|_gat\w*)$/,
  targeting: /^_gcl_\w+$/,
};

/** `www.tavola.co.uk` -> `www.tavola.co.uk`, `tavola.co.uk`, `co.uk`: where a tag may have set one. */
const parentDomains = (host: string): string[] =>
  host
    .split('.')
    .map((_, index, labels) => labels.slice(index).join('.'))
    .filter((domain) => domain.includes('.'));

/** Deletes the cookies of every category the diner refused (after withdrawing a consent). */
export function clearRefusedCookies(choice: ConsentChoice, doc: Document = document): void {
  const refused = Object.entries(categoryCookies)
    .filter(([category]) => !choice[category as ConsentCategory])
    .map(([, pattern]) => pattern);
  if (refused.length === 0) return;
  const names = doc.cookie
    .split(';')
    .map((cookie) => cookie.trim().split('=')[0] ?? '')
    .filter((name) => refused.some((pattern) => pattern.test(name)));
  const domains = ['', ...parentDomains(doc.location.hostname).map((d) => `; Domain=${d}`)];
  for (const name of names) {
    for (const domain of domains) doc.cookie = `${name}=; Path=/; Max-Age=0${domain}`;
  }
}
