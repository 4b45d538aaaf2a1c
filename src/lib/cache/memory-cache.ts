/** A cache of JSON-like values with a time to live. */
export interface Cache {
  /** The value for `key`, computed by `load` when missing or expired; concurrent misses share one load. */
  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Forgets every key starting with `prefix` (everything when empty). */
  clear(prefix?: string): Promise<void>;
}

/**
 * The in-process cache. Every process keeps its own; a failed load is not cached, so the next
 * request tries again.
 */
export function createMemoryCache(now: () => number = Date.now): Cache {
  const values = new Map<string, { expires: number; value: unknown }>();
  const loading = new Map<string, Promise<unknown>>();

  return {
    async getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = values.get(key);
      if (hit && hit.expires > now()) return hit.value as T;
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;

      const promise = load()
        .then((value) => {
          values.set(key, { expires: now() + ttlMs, value });
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
    async clear(prefix = '') {
      for (const key of [...values.keys()]) if (key.startsWith(prefix)) values.delete(key);
    },
  };
}
