import { clearOldServiceWorkers, type OfflineStores } from './clear-old-workers';

function fakeWorker(unregisters = true) {
  return { unregister: jest.fn(() => Promise.resolve(unregisters)) };
}

function fakeCaches(names: string[]) {
  const held = new Set(names);
  return {
    held,
    keys: jest.fn(() => Promise.resolve([...held])),
    delete: jest.fn((name: string) => Promise.resolve(held.delete(name))),
  };
}

function storesOf(
  workers: { unregister: () => Promise<boolean> }[],
  caches: ReturnType<typeof fakeCaches>,
) {
  return {
    serviceWorker: {
      getRegistrations: jest.fn(() =>
        Promise.resolve(workers as unknown as readonly ServiceWorkerRegistration[]),
      ),
    },
    caches,
  } satisfies OfflineStores;
}

describe('clearOldServiceWorkers (spec 1 §4)', () => {
  it('unregisters every service worker and deletes every cache', async () => {
    const workers = [fakeWorker(), fakeWorker()];
    const caches = fakeCaches(['workbox-precache-v2', 'pages']);
    await expect(clearOldServiceWorkers(storesOf(workers, caches))).resolves.toEqual({
      workers: 2,
      caches: 2,
    });
    for (const worker of workers) expect(worker.unregister).toHaveBeenCalledTimes(1);
    expect(caches.held.size).toBe(0);
  });

  it('only reads when there is nothing to clear', async () => {
    const caches = fakeCaches([]);
    const stores = storesOf([], caches);
    await expect(clearOldServiceWorkers(stores)).resolves.toEqual({ workers: 0, caches: 0 });
    expect(stores.serviceWorker.getRegistrations).toHaveBeenCalledTimes(1);
    expect(caches.keys).toHaveBeenCalledTimes(1);
    expect(caches.delete).not.toHaveBeenCalled();
  });

  it('does nothing, without an error, where the browser has neither API', async () => {
    await expect(clearOldServiceWorkers({})).resolves.toEqual({ workers: 0, caches: 0 });
  });

  it('carries on past a worker or cache that refuses, and never throws', async () => {
    const refusing = { unregister: jest.fn(() => Promise.reject(new Error('InvalidStateError'))) };
    const caches = fakeCaches(['old']);
    const stores = storesOf([refusing, fakeWorker(false), fakeWorker()], caches);
    await expect(clearOldServiceWorkers(stores)).resolves.toEqual({ workers: 1, caches: 1 });

    const blocked = {
      serviceWorker: {
        getRegistrations: () => Promise.reject(new DOMException('denied', 'SecurityError')),
      },
      caches: {
        keys: () => Promise.reject(new DOMException('denied', 'SecurityError')),
        delete: () => Promise.resolve(false),
      },
    };
    await expect(clearOldServiceWorkers(blocked)).resolves.toEqual({ workers: 0, caches: 0 });
  });
});
