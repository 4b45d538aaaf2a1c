// @ts-check
/**
 * Next's cache of rendered pages (next.config.js `cacheHandler`), on Next's documented interface
 * (`get`, `set`, `revalidateTag`, `resetRequestCache`). Next loads this file itself, as plain
 * JavaScript, outside the app's bundles, and makes a handler per request: the store is the
 * module's, one per process.
 *
 * - Without REDIS_URL: this process's memory, bounded in bytes (page-store.js).
 * - With REDIS_URL: Redis, shared by every process, so a page is rendered once for all of them and
 *   an expired tag reaches them all at once.
 *
 * Pages carry their tags (the content entries they show) and the content webhook expires tags
 * (server/revalidate-content.ts); `revalidateTag` does the same for anything in Next that calls it.
 */
const { Redis } = require('ioredis');
const pino = require('pino');
const { createMemoryPageStore, createRedisPageStore } = require('./page-store.js');

const log = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { service: 'tavola', component: 'page-cache' },
});

/** @returns {import('./page-store.js').PageStore} */
function createStore() {
  const url = process.env.REDIS_URL;
  if (!url) return createMemoryPageStore();
  const timeout = Number(process.env.REDIS_CONNECT_TIMEOUT_MS) || 1000;
  const redis = new Redis(url, {
    connectTimeout: timeout,
    commandTimeout: timeout,
    maxRetriesPerRequest: 1,
    // While Redis is away a read fails at once (a miss: the page is rendered), never queues.
    enableOfflineQueue: false,
    retryStrategy: (/** @type {number} */ attempt) => Math.min(attempt * 100, 2000),
  });
  redis.on('error', () => {
    // Each failed read or write logs what it could not do; the client reconnects by itself.
  });
  return createRedisPageStore({
    redis,
    prefix: process.env.REDIS_PREFIX || 'tavola',
    brand: process.env.BRAND || 'tavola',
    log,
  });
}

/** @type {import('./page-store.js').PageStore | undefined} */
let store;
const pages = () => (store ??= createStore());

/**
 * Counts a lookup in /api/metrics (src/lib/telemetry: this file is loaded by Next as it is, so it
 * reaches the process's metrics where that module keeps them, once the server has made them).
 * @param {'hit' | 'miss'} result
 */
function countLookup(result) {
  const metrics = /** @type {any} */ (globalThis)[Symbol.for('tavola.metrics')];
  metrics?.cacheLookups.labels({ cache: 'pages', result }).inc();
}

class PageCacheHandler {
  /**
   * @param {string} key Next's key for the page (opaque: kept whole)
   * @returns {Promise<import('./page-store.js').HandlerEntry | null>}
   */
  async get(key) {
    const entry = await pages().get(key);
    countLookup(entry ? 'hit' : 'miss');
    return entry;
  }

  /**
   * @param {string} key
   * @param {unknown} data the rendered page, or null for a 404
   * @param {{ cacheControl?: unknown }} [ctx]
   */
  async set(key, data, ctx) {
    await pages().set(key, data, ctx?.cacheControl);
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    await pages().expireTags(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {
    // Nothing is kept per request.
  }
}

module.exports = PageCacheHandler;
