/**
 * @jest-environment jsdom
 */
import { acceptAll, rejectAll, serializeConsent, type ConsentChoice } from './consent';
import type * as Runtime from './consent-runtime';

const tagManager = { id: 'GTM-TEST123', origin: 'http://127.0.0.1:3199' };
const gtmScript = 'http://127.0.0.1:3199/gtm.js?id=GTM-TEST123';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** A fresh copy of the runtime: it starts once per page load, as in the browser. */
function freshRuntime(): typeof Runtime {
  let runtime: typeof Runtime | undefined;
  jest.isolateModules(() => {
    runtime = jest.requireActual<typeof Runtime>('./consent-runtime');
  });
  return runtime!;
}

/** The data layer, each gtag() Arguments object as a plain array. */
const dataLayer = () =>
  ((window as DataLayerWindow).dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );
const commands = () =>
  dataLayer()
    .filter(Array.isArray)
    .map((entry) => `${entry[0]} ${entry[1]}`);
const scripts = () => Array.from(document.querySelectorAll('script')).map((script) => script.src);

const storeCookie = (choice: ConsentChoice) => {
  document.cookie = `cookie_consent=${serializeConsent(choice)}; Path=/`;
};

describe('consent on every page load', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    delete (window as DataLayerWindow).dataLayer;
    document.head.innerHTML = '';
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.trim().split('=')[0];
      if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
    }
  });
  afterEach(() => jest.useRealTimers());

  it('with no choice yet: the defaults only, and no tag manager', () => {
    freshRuntime().startConsentMode(tagManager);
    expect(commands()).toEqual(['consent default', 'set ads_data_redaction']);
    jest.advanceTimersByTime(10_000);
    expect(scripts()).toEqual([]);
  });

  it('with a stored acceptance: the defaults, the update, then the tag manager 1 s later', () => {
    storeCookie({ ...rejectAll(), analytics: true });
    const runtime = freshRuntime();
    runtime.startConsentMode(tagManager);
    runtime.startConsentMode(tagManager);
    expect(commands()).toEqual(['consent default', 'set ads_data_redaction', 'consent update']);
    expect(dataLayer()[2]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ]);
    expect(dataLayer()[3]).toMatchObject({ event: 'cookie_consent_update' });
    jest.advanceTimersByTime(999);
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scripts()).toEqual([gtmScript]);
  });

  it('with a stored refusal: the update, and the tag manager stays unloaded', () => {
    storeCookie(rejectAll());
    freshRuntime().startConsentMode(tagManager);
    expect(commands()).toEqual(['consent default', 'set ads_data_redaction', 'consent update']);
    jest.advanceTimersByTime(10_000);
    expect(scripts()).toEqual([]);
  });

  it('with no container configured, nothing loads whatever the choice', () => {
    storeCookie(acceptAll());
    freshRuntime().startConsentMode(null);
    jest.advanceTimersByTime(10_000);
    expect(scripts()).toEqual([]);
  });

  it('with a bad cookie: as if there were no choice', () => {
    document.cookie = 'cookie_consent=v=1&analytics=yes; Path=/';
    freshRuntime().startConsentMode(tagManager);
    expect(commands()).toEqual(['consent default', 'set ads_data_redaction']);
  });

  it('a choice made later is kept, told to the tags and loads the tag manager without a reload', () => {
    const runtime = freshRuntime();
    runtime.startConsentMode(tagManager);
    runtime.saveConsent(rejectAll(), tagManager);
    jest.advanceTimersByTime(10_000);
    expect(scripts()).toEqual([]);
    expect(document.cookie).toContain(`cookie_consent=${serializeConsent(rejectAll())}`);

    runtime.saveConsent(acceptAll(), tagManager);
    expect(document.cookie).toContain(`cookie_consent=${serializeConsent(acceptAll())}`);
    expect(commands()).toEqual([
      'consent default',
      'set ads_data_redaction',
      'consent update',
      'consent update',
    ]);
    jest.advanceTimersByTime(1000);
    expect(scripts()).toEqual([gtmScript]);
  });

  it('withdrawing Analytics or Targeting deletes the cookies their tags left', () => {
    document.cookie = '_ga=GA1.1.123; Path=/';
    document.cookie = '_ga_ABC123=GS1.1; Path=/';
    document.cookie = '_gcl_au=1.1.1; Path=/';
    document.cookie = 'session_note=keep; Path=/';
    const runtime = freshRuntime();
    runtime.saveConsent({ ...acceptAll(), analytics: false }, null);
    expect(document.cookie).not.toMatch(/_ga=|_ga_ABC123=/);
    expect(document.cookie).toContain('_gcl_au=1.1.1');
    runtime.saveConsent(rejectAll(), null);
    expect(document.cookie).not.toContain('_gcl_au');
    expect(document.cookie).toContain('session_note=keep');
  });

  it("'Cookie settings' reaches every listener until it unsubscribes", () => {
    const runtime = freshRuntime();
    const listener = jest.fn();
    const stop = runtime.onCookieSettings(listener);
    runtime.openCookieSettings();
    stop();
    runtime.openCookieSettings();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
