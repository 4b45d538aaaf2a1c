import {
  ACCEPT_ALL_DAYS,
  BANNER_DELAY_MS,
  CHOICE_DAYS,
  CONSENT_COOKIE,
  acceptAll,
  choiceLifetimeDays,
  consentCategories,
  consentCookie,
  consentFromCookies,
  hasOptionalConsent,
  isAllAccepted,
  parseConsent,
  rejectAll,
  serializeConsent,
} from './consent';

const some = { performance: false, analytics: true, targeting: false, preferences: true };

describe('the consent state', () => {
  it('has the spec categories, Necessary apart (always on), and the spec constants', () => {
    expect(consentCategories).toEqual(['performance', 'analytics', 'targeting', 'preferences']);
    expect(BANNER_DELAY_MS).toBe(100);
    expect(CHOICE_DAYS).toBe(30);
    expect(ACCEPT_ALL_DAYS).toBe(365);
  });

  it('refuses every optional category until the diner accepts (the default is reject all)', () => {
    expect(rejectAll()).toEqual({
      performance: false,
      analytics: false,
      targeting: false,
      preferences: false,
    });
    expect(hasOptionalConsent(rejectAll())).toBe(false);
    expect(isAllAccepted(rejectAll())).toBe(false);
  });

  it('accept all grants every category; a choice grants what was switched on', () => {
    expect(acceptAll()).toEqual({
      performance: true,
      analytics: true,
      targeting: true,
      preferences: true,
    });
    expect(isAllAccepted(acceptAll())).toBe(true);
    expect(hasOptionalConsent(some)).toBe(true);
    expect(isAllAccepted(some)).toBe(false);
    expect(hasOptionalConsent({ ...rejectAll(), performance: true })).toBe(true);
  });

  it('keeps accepting everything 365 days, any other choice 30 days', () => {
    expect(choiceLifetimeDays(acceptAll())).toBe(365);
    expect(choiceLifetimeDays(rejectAll())).toBe(30);
    expect(choiceLifetimeDays(some)).toBe(30);
    // Every category switched on in the panel is accepting everything.
    expect(choiceLifetimeDays({ ...some, performance: true, targeting: true })).toBe(365);
  });

  it('writes a first-party cookie for the whole site with its lifetime', () => {
    expect(consentCookie(acceptAll(), { secure: true })).toBe(
      'cookie_consent=v=1&performance=1&analytics=1&targeting=1&preferences=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(consentCookie(rejectAll(), { secure: false })).toBe(
      'cookie_consent=v=1&performance=0&analytics=0&targeting=0&preferences=0; Path=/; Max-Age=2592000; SameSite=Lax',
    );
  });

  it('reads back every choice it writes', () => {
    for (const choice of [acceptAll(), rejectAll(), some]) {
      expect(parseConsent(serializeConsent(choice))).toEqual(choice);
      expect(consentFromCookies(`a=1; ${CONSENT_COOKIE}=${serializeConsent(choice)}; b=2`)).toEqual(
        choice,
      );
    }
  });

  it.each([
    ['no cookie', undefined],
    ['an empty value', ''],
    ['another version', 'v=2&performance=1&analytics=1&targeting=1&preferences=1'],
    ['no version', 'performance=1&analytics=1&targeting=1&preferences=1'],
    ['a category missing', 'v=1&performance=1&analytics=1&targeting=1'],
    ['an unknown category', 'v=1&performance=1&analytics=1&targeting=1&preferences=1&extra=1'],
    ['a repeated category', 'v=1&performance=1&analytics=1&targeting=1&analytics=0'],
    ['a value other than 0 or 1', 'v=1&performance=yes&analytics=1&targeting=1&preferences=1'],
    ['a field without a value', 'v=1&performance&analytics=1&targeting=1&preferences=1'],
    ['JSON', '{"analytics":true}'],
    ['an encoded value', encodeURIComponent(serializeConsent(acceptAll()))],
  ])('holds no choice with %s: the bar asks again', (_, value) => {
    expect(parseConsent(value)).toBeNull();
  });

  it('finds no choice among other cookies, or under a similar name', () => {
    expect(consentFromCookies('')).toBeNull();
    expect(consentFromCookies('_ga=GA1.1.1; session=abc')).toBeNull();
    expect(consentFromCookies(`my_cookie_consent=${serializeConsent(acceptAll())}`)).toBeNull();
  });
});
