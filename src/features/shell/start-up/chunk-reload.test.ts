/** @jest-environment jsdom */
import {
  CHUNK_RELOAD_STORAGE_KEY,
  CHUNK_RELOAD_THROTTLE_MS,
  isChunkLoadError,
  reloadForFailedChunk,
  watchChunkFailures,
  type ReloadEnvironment,
  type RouteErrorEvents,
} from './chunk-reload';

/** A tab: its session storage, a clock that only moves when told, and what it reloaded. */
interface FakeTab {
  time: number;
  reloads: number;
  navigations: string[];
  stored: Map<string, string>;
  env: ReloadEnvironment;
}

function fakeTab(): FakeTab {
  const stored = new Map<string, string>();
  const tab: FakeTab = {
    time: 1_700_000_000_000,
    reloads: 0,
    navigations: [] as string[],
    stored,
    env: {
      storage: () => ({
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
      }),
      now: () => tab.time,
      reload: () => void tab.reloads++,
      navigate: (url: string) => void tab.navigations.push(url),
    },
  };
  return tab;
}

function chunkLoadError(
  message = 'Loading chunk 7452 failed.\n(error: /_next/static/chunks/7452.js)',
) {
  return Object.assign(new Error(message), { name: 'ChunkLoadError' });
}

describe('isChunkLoadError', () => {
  it("knows webpack's, the browsers' and Next.js's ways of saying a chunk did not load", () => {
    expect(isChunkLoadError(chunkLoadError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 9 failed.\n(/_next/x.css)'))).toBe(true);
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(
      isChunkLoadError(new Error('Failed to load script: /_next/static/chunks/pages/menu.js')),
    ).toBe(true);
    expect(isChunkLoadError('Uncaught ChunkLoadError: Loading chunk 42 failed.')).toBe(true);
  });

  it('leaves every other failure to the error pages', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Script error.')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe('reloadForFailedChunk (spec 1 §8, §9)', () => {
  it('reloads at most once a minute, keeping the time in session storage', () => {
    expect(CHUNK_RELOAD_THROTTLE_MS).toBe(60_000);
    const tab = fakeTab();
    expect(reloadForFailedChunk(tab.env)).toBe(true);
    expect(tab.reloads).toBe(1);
    expect(tab.stored.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(tab.time));

    tab.time += CHUNK_RELOAD_THROTTLE_MS - 1;
    expect(reloadForFailedChunk(tab.env)).toBe(false);
    expect(tab.reloads).toBe(1);

    tab.time += 1;
    expect(reloadForFailedChunk(tab.env)).toBe(true);
    expect(tab.reloads).toBe(2);
  });

  it('loads the page a link led to afresh, under the same limit', () => {
    const tab = fakeTab();
    expect(reloadForFailedChunk(tab.env, '/sign-up')).toBe(true);
    expect(reloadForFailedChunk(tab.env, '/contact')).toBe(false);
    expect(tab.navigations).toEqual(['/sign-up']);
    expect(tab.reloads).toBe(0);
  });

  it('is not held back for good by a clock put back, or by an unreadable time', () => {
    const tab = fakeTab();
    tab.stored.set(CHUNK_RELOAD_STORAGE_KEY, String(tab.time + 3_600_000));
    expect(reloadForFailedChunk(tab.env)).toBe(true);
    tab.stored.set(CHUNK_RELOAD_STORAGE_KEY, 'not a time');
    expect(reloadForFailedChunk(tab.env)).toBe(true);
  });

  it('never reloads without session storage, where it could not stop a reload loop', () => {
    const tab = fakeTab();
    tab.env.storage = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(reloadForFailedChunk(tab.env)).toBe(false);
    expect(tab.reloads).toBe(0);
  });
});

describe('watchChunkFailures', () => {
  function fakeRouterEvents() {
    const handlers = new Set<(error: unknown, url: string) => void>();
    const events: RouteErrorEvents = {
      on: (_, handler) => void handlers.add(handler),
      off: (_, handler) => void handlers.delete(handler),
    };
    const routeChangeError = (error: unknown, url: string) =>
      handlers.forEach((handler) => handler(error, url));
    return { events, handlers, routeChangeError };
  }

  let tab: FakeTab;
  let router: ReturnType<typeof fakeRouterEvents>;
  let stop: () => void;
  beforeEach(() => {
    tab = fakeTab();
    router = fakeRouterEvents();
    stop = watchChunkFailures(window, router.events, tab.env);
  });
  afterEach(() => stop());

  it("reloads when a chunk's script fails (a next/dynamic block)", () => {
    const script = document.createElement('script');
    script.setAttribute('data-webpack', '_N_E:chunk-7452');
    document.head.append(script);
    script.dispatchEvent(new Event('error')); // a resource error: it does not bubble
    expect(tab.reloads).toBe(1);
  });

  it('ignores other scripts, images and stylesheets that fail', () => {
    for (const tag of ['script', 'img', 'link']) {
      const element = document.createElement(tag);
      document.body.append(element);
      element.dispatchEvent(new Event('error'));
    }
    expect(tab.reloads).toBe(0);
  });

  it('reloads on an uncaught ChunkLoadError or an unhandled rejection naming a chunk', () => {
    window.dispatchEvent(new ErrorEvent('error', { error: chunkLoadError() }));
    expect(tab.reloads).toBe(1);

    tab.time += CHUNK_RELOAD_THROTTLE_MS;
    const rejection = Object.assign(new Event('unhandledrejection'), {
      reason: new TypeError('Failed to fetch dynamically imported module: /_next/x.js'),
    });
    window.dispatchEvent(rejection);
    expect(tab.reloads).toBe(2);

    tab.time += CHUNK_RELOAD_THROTTLE_MS;
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('A bug') }));
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error('Offline') }),
    );
    expect(tab.reloads).toBe(2);
  });

  it('loads the page a failed navigation led to, and only for a chunk', () => {
    router.routeChangeError(new Error('Route cancelled'), '/menu');
    expect(tab.navigations).toEqual([]);
    router.routeChangeError(chunkLoadError(), '/sign-up');
    expect(tab.navigations).toEqual(['/sign-up']);
  });

  it('reloads once however many chunks fail together, then not again within the minute', () => {
    window.dispatchEvent(new ErrorEvent('error', { error: chunkLoadError() }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught ChunkLoadError: x' }));
    router.routeChangeError(chunkLoadError(), '/contact');
    expect(tab.reloads).toBe(1);
    expect(tab.navigations).toEqual([]);
  });

  it('stops listening when stopped', () => {
    stop();
    expect(router.handlers.size).toBe(0);
    const script = document.createElement('script');
    script.setAttribute('data-webpack', '_N_E:chunk-1');
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: chunkLoadError() }),
    );
    expect(tab.reloads).toBe(0);
  });
});
