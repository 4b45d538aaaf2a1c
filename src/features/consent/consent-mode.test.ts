import { acceptAll, rejectAll } from './consent';
import {
  consentEvent,
  consentModeDefaults,
  consentModeState,
  gtag,
  pushConsentDefaults,
  pushConsentUpdate,
  pushToDataLayer,
  type DataLayerHost,
} from './consent-mode';

type Host = DataLayerHost & { dataLayer: unknown[] };

/** What the data layer holds, with each gtag() Arguments object as a plain array. */
const entries = (host: Host) =>
  host.dataLayer.map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );

describe('Google Consent Mode v2', () => {
  let host: Host;
  beforeEach(() => {
    host = { dataLayer: [] };
    (globalThis as { window?: unknown }).window = host;
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('denies ad and analytics storage (and all else optional) by default', () => {
    expect(consentModeDefaults).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('maps each category to its storage types', () => {
    const only = (category: keyof ReturnType<typeof rejectAll>) =>
      consentModeState({ ...rejectAll(), [category]: true });
    // Analytics grants analytics storage, and only it.
    expect(only('analytics')).toEqual({ ...consentModeDefaults, analytics_storage: 'granted' });
    expect(only('targeting')).toEqual({
      ...consentModeDefaults,
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(only('preferences')).toEqual({
      ...consentModeDefaults,
      functionality_storage: 'granted',
      personalization_storage: 'granted',
    });
    // Performance has no Consent Mode type: it is on the data layer's consent event only.
    expect(only('performance')).toEqual(consentModeDefaults);
    expect(consentModeState(acceptAll())).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      security_storage: 'granted',
    });
  });

  it('pushes the Arguments object of each gtag() call, as Google’s snippet does', () => {
    gtag('event', 'page_view', { page_path: '/' });
    expect(Object.prototype.toString.call(host.dataLayer[0])).toBe('[object Arguments]');
    expect(entries(host)).toEqual([['event', 'page_view', { page_path: '/' }]]);
  });

  it('creates the data layer when nothing has yet, and keeps what others pushed', () => {
    delete (host as DataLayerHost).dataLayer;
    pushToDataLayer({ event: 'booking_restaurant_selected' });
    pushConsentDefaults();
    expect(entries(host)[0]).toEqual({ event: 'booking_restaurant_selected' });
    expect(host.dataLayer).toHaveLength(3);
  });

  it('produces the default command, then the update and the event for a choice', () => {
    pushConsentDefaults();
    pushConsentUpdate({ performance: true, analytics: true, targeting: false, preferences: false });
    expect(entries(host)).toEqual([
      ['consent', 'default', consentModeDefaults],
      ['set', 'ads_data_redaction', true],
      ['consent', 'update', { ...consentModeDefaults, analytics_storage: 'granted' }],
      {
        event: 'cookie_consent_update',
        cookie_consent: {
          performance: 'granted',
          analytics: 'granted',
          targeting: 'denied',
          preferences: 'denied',
        },
      },
    ]);
  });

  it('names every category in the consent event', () => {
    expect(consentEvent(rejectAll()).cookie_consent).toEqual({
      performance: 'denied',
      analytics: 'denied',
      targeting: 'denied',
      preferences: 'denied',
    });
  });

  it('does nothing on the server', () => {
    delete (globalThis as { window?: unknown }).window;
    expect(() => pushConsentDefaults()).not.toThrow();
  });
});
