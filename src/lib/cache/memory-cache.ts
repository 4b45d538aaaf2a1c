import { LRUCache } from 'lru-cache';
import { getLogger } from '@/lib/log';

/** A cache of JSON-like values with a time to live. */
export interface Cache {
  /**
   * The value for `key`, computed by `load` when missing or expired; concurrent misses share one
   * load. A null value (not found) is kept only briefly. When `load` fails, the last good value is
   * served if it is recent enough; otherwise the failure is thrown.
   */
  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /**
   * Expires every key starting with `prefix` (everything when empty): the next read loads again.
   * The old values stay only as the fallback for a load that fails.
   */
  clear(prefix?: string): Promise<void>;
  /** What the cache holds now. */
  stats(): CacheStats;
}

export interface CacheStats {
  /** Values held (fresh, or kept as the fallback for a failing source). */
  entries: number;
  /** Their size: the UTF-8 bytes of their JSON, and of their keys. */
  bytes: number;
  /** Keys remembered as not found. */
  notFound: number;
  /** Their size: the UTF-8 bytes of the keys. */
  notFoundBytes: number;
  /** Loads in flight. */
  loading: number;
}

export interface MemoryCacheOptions {
  /** The most values held (default 5000). */
  maxEntries?: number;
  /** The most bytes of JSON held (default 64 MiB); a larger value is served but not kept. */
  maxBytes?: number;
  /** How long a null (not found) is remembered, at most (default 5 s; never longer than the TTL). */
  notFoundTtlMs?: number;
  /** The most keys remembered as not found (default 1000), apart from the values. */
  maxNotFound?: number;
  /**
   * The most bytes of keys remembered as not found (default 256 KiB): the keys are what a visitor
   * asked for (a path, an id), any length, so their count alone bounds nothing.
   */
  maxNotFoundBytes?: number;
  /** How old the last good value may be and still be served when a load fails (default 0: never). */
  staleMaxAgeMs?: number;
  /** Milliseconds on a monotonic clock (default performance.now). */
  now?: () => number;
  /** Where failures served stale and values too large to keep are reported (the site's logger). */
  log?: WarningLog;
}

/** The part of a pino logger the cache uses. */
export interface WarningLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

interface Entry {
  value: unknown;
  bytes: number;
  /** When the value was loaded: its age decides whether it may still stand in for a failure. */
  storedAt: number;
  freshUntil: number;
  /** When a failure to refresh it was last logged. */
  warnedAt?: number;
}

/** A failing source is logged at most this often per key, however many requests it fails. */
const failureLogIntervalMs = 60_000;

/**
 * The in-process cache, bounded in entries and bytes (least recently used first out). Not-found
 * results have their own small, short-lived store, so a flood of unknown ids can neither grow the
 * cache nor push real content out of it. Every process keeps its own (see `clear-bus.ts` for how
 * a clear reaches the others).
 */
export function createMemoryCache(options: MemoryCacheOptions = {}): Cache {
  const {
    maxEntries = 5000,
    maxBytes = 64 * 1024 * 1024,
    notFoundTtlMs = 5000,
    maxNotFound = 1000,
    maxNotFoundBytes = 256 * 1024,
    staleMaxAgeMs = 0,
    now = () => performance.now(),
  } = options;
  const log = () => options.log ?? getLogger().child({ component: 'cache' });
  const values = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.bytes + Buffer.byteLength(key),
  });
  // key -> fresh until; a key larger than the whole bound is simply not remembered.
  const notFound = new LRUCache<string, number>({
    max: maxNotFound,
    maxSize: maxNotFoundBytes,
    sizeCalculation: (_until, key) => Buffer.byteLength(key) + 8,
  });
  const loading = new Map<string, Promise<unknown>>();
  // A clear bumps the generation: a load that started before it may have read the old content,
  // so its result is served to those who asked but never stored.
  let generation = 0;
  let tooLargeWarnedAt = -Infinity;

  function store(key: string, value: unknown, ttlMs: number) {
    const time = now();
    if (value === null) {
      values.delete(key);
      notFound.set(key, time + Math.min(ttlMs, notFoundTtlMs));
      return;
    }
    notFound.delete(key);
    const bytes = Buffer.byteLength(JSON.stringify(value) ?? '');
    const status: LRUCache.Status<string, Entry> = {};
    values.set(key, { value, bytes, storedAt: time, freshUntil: time + ttlMs }, { status });
    if (status.maxEntrySizeExceeded && time - tooLargeWarnedAt >= failureLogIntervalMs) {
      tooLargeWarnedAt = time;
      log().warn({ key, bytes, maxBytes }, 'A value is larger than the whole cache; not cached');
    }
  }

  /** The last good value standing in for a failed load, or the failure when there is none. */
  function fallBack(key: string, ttlMs: number, error: unknown): unknown {
    const entry = values.get(key);
    const time = now();
    const age = entry ? time - entry.storedAt : Infinity;
    if (!entry || staleMaxAgeMs <= 0 || age > staleMaxAgeMs) throw error;
    // Served for one more time to live before the source is asked again: an outage never sends
    // the source more requests than it gets when it is up.
    entry.freshUntil = time + ttlMs;
    if (entry.warnedAt === undefined || time - entry.warnedAt >= failureLogIntervalMs) {
      entry.warnedAt = time;
      log().warn(
        { key, ageSeconds: Math.round(age / 1000), err: error },
        'The content source failed; serving the last good value',
      );
    }
    return entry.value;
  }

  return {
    getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const time = now();
      const hit = values.get(key);
      if (hit && hit.freshUntil > time) return Promise.resolve(hit.value as T);
      const missUntil = notFound.get(key);
      if (missUntil !== undefined && missUntil > time) return Promise.resolve(null as T);
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;

      const started = generation;
      const promise: Promise<T> = (async () => load())()
        .then(
          (value) => {
            if (generation === started) store(key, value, ttlMs);
            return value;
          },
          (error: unknown) => fallBack(key, ttlMs, error) as T,
        )
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key);
        });
      loading.set(key, promise);
      return promise;
    },

    async clear(prefix = '') {
      generation++;
      for (const key of [...loading.keys()]) if (key.startsWith(prefix)) loading.delete(key);
      for (const [key, entry] of values.entries()) {
        if (key.startsWith(prefix)) entry.freshUntil = -Infinity;
      }
      for (const key of [...notFound.keys()]) if (key.startsWith(prefix)) notFound.delete(key);
    },

    stats: () => ({
      entries: values.size,
      bytes: values.calculatedSize,
      notFound: notFound.size,
      notFoundBytes: notFound.calculatedSize,
      loading: loading.size,
    }),
  };
}
