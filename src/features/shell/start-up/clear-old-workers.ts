/**
 * The browser's offline stores, as far as clearing them goes. Either may be missing: older
 * browsers have neither, and an insecure origin (plain http) gets neither.
 */
export interface OfflineStores {
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'>;
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
}

/** What the clearing did: how many service workers were unregistered and caches deleted. */
export interface Cleared {
  workers: number;
  caches: number;
}

/** This browser's stores, where it has them. */
export function browserOfflineStores(): OfflineStores {
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    caches: typeof caches === 'undefined' ? undefined : caches,
  };
}

async function unregisterAll(container: OfflineStores['serviceWorker']): Promise<number> {
  if (!container) return 0;
  const registrations = await container.getRegistrations();
  const results = await Promise.allSettled(registrations.map((worker) => worker.unregister()));
  return results.filter((result) => result.status === 'fulfilled' && result.value).length;
}

async function deleteAll(storage: OfflineStores['caches']): Promise<number> {
  if (!storage) return 0;
  const names = await storage.keys();
  const results = await Promise.allSettled(names.map((name) => storage.delete(name)));
  return results.filter((result) => result.status === 'fulfilled' && result.value).length;
}

/**
 * Spec 1 §4: "Old service workers and caches are unregistered and cleared" at start. The site
 * has no service worker of its own, so any registered for its origin is left from an older site,
 * and could keep serving diners stale pages from its caches. It only reads when there is nothing
 * to clear, and it never throws: a browser that refuses (private mode, storage off) keeps them.
 */
export async function clearOldServiceWorkers(
  stores: OfflineStores = browserOfflineStores(),
): Promise<Cleared> {
  const [workers, caches] = await Promise.all([
    unregisterAll(stores.serviceWorker).catch(() => 0),
    deleteAll(stores.caches).catch(() => 0),
  ]);
  return { workers, caches };
}
