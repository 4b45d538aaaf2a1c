/**
 * @jest-environment jsdom
 */
import {
  DEFAULT_TAG_MANAGER_ORIGIN,
  SCRIPT_DELAY_MS,
  loadTagManager,
  scheduleTagManager,
  tagManagerConfig,
  tagManagerScriptUrl,
} from './tag-manager';

const config = { id: 'GTM-TEST123', origin: 'http://127.0.0.1:3199' };

/** A window of its own (each page loads the container once) with the given readiness. */
function pageWindow(readyState: DocumentReadyState = 'complete', loadEventEnd = 0, now = 0) {
  const document = window.document.implementation.createHTMLDocument('page');
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  const events = new EventTarget();
  const win = {
    document,
    dataLayer: [] as unknown[],
    setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
    addEventListener: events.addEventListener.bind(events),
    performance: {
      now: () => now,
      getEntriesByType: () => (loadEventEnd ? [{ loadEventEnd }] : []),
    },
  };
  const scripts = () => Array.from(document.querySelectorAll('script')).map((s) => s.src);
  return { win: win as unknown as Window & { dataLayer: unknown[] }, events, scripts };
}

describe('the tag manager', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is configured by a container id, from Google unless another origin is given', () => {
    expect(tagManagerConfig(undefined, undefined)).toBeNull();
    expect(tagManagerConfig('', 'https://tags.example')).toBeNull();
    expect(tagManagerConfig('UA-1234-1', undefined)).toBeNull();
    expect(tagManagerConfig('GTM-AB12CD3', '')).toEqual({
      id: 'GTM-AB12CD3',
      origin: DEFAULT_TAG_MANAGER_ORIGIN,
    });
    expect(DEFAULT_TAG_MANAGER_ORIGIN).toBe('https://www.googletagmanager.com');
    expect(tagManagerConfig('GTM-TEST123', 'http://127.0.0.1:3199')).toEqual(config);
    expect(tagManagerScriptUrl(config)).toBe('http://127.0.0.1:3199/gtm.js?id=GTM-TEST123');
  });

  it('loads as Google’s snippet does: the gtm.start event, then the script, async, once', () => {
    jest.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    const { win, scripts } = pageWindow();
    loadTagManager(config, win);
    loadTagManager(config, win);
    expect(win.dataLayer).toEqual([
      { 'gtm.start': new Date('2026-03-01T12:00:00Z').getTime(), event: 'gtm.js' },
    ]);
    expect(scripts()).toEqual(['http://127.0.0.1:3199/gtm.js?id=GTM-TEST123']);
    expect(win.document.querySelector('script')?.async).toBe(true);
  });

  it('loads 1 second after the page is ready', () => {
    expect(SCRIPT_DELAY_MS).toBe(1000);
    const { win, events, scripts } = pageWindow('loading');
    scheduleTagManager(config, win);
    jest.advanceTimersByTime(5000);
    expect(scripts()).toEqual([]);
    events.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(999);
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scripts()).toHaveLength(1);
  });

  it('loads at once when the page was ready more than a second ago (a late acceptance)', () => {
    const { win, scripts } = pageWindow('complete', 2000, 60_000);
    scheduleTagManager(config, win);
    jest.advanceTimersByTime(0);
    expect(scripts()).toHaveLength(1);
  });

  it('waits out the rest of the second when the page has only just loaded', () => {
    const { win, scripts } = pageWindow('complete', 2000, 2400);
    scheduleTagManager(config, win);
    scheduleTagManager(config, win);
    jest.advanceTimersByTime(599);
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scripts()).toHaveLength(1);
  });
});
