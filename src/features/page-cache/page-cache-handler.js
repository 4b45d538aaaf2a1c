// @ts-check
/**
 * Next's cache of rendered pages (next.config.js `cacheHandler`). Next loads this file itself, as
 * plain JavaScript, so it only chooses where entries live:
 * - without Redis, Next's own cache of this process: memory (bounded) and the build's folder;
 * - with REDIS_URL, the shared store the server process registers at start
 *   (server/shared-page-store.ts, from instrumentation-node.ts), so every process serves one cache
 *   and one revalidation reaches them all.
 */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

const sharedStoreKey = Symbol.for('tavola.page-cache.shared-store');
const frontCacheKey = Symbol.for('tavola.page-cache.front');

/**
 * @typedef {{
 *   get(key: string, ctx: unknown): Promise<unknown>;
 *   set(key: string, data: unknown, ctx: unknown): Promise<void>;
 * }} SharedPageStore
 */

/**
 * The shared store, for rendered pages only (the Pages Router caches nothing else here).
 * @param {unknown} ctx
 * @returns {SharedPageStore | undefined}
 */
const sharedStore = (ctx) =>
  /** @type {{ kind?: string }} */ (ctx)?.kind === 'PAGES'
    ? /** @type {any} */ (globalThis)[sharedStoreKey]
    : undefined;

class PageCacheHandler extends FileSystemCache {
  /**
   * @override
   * @type {FileSystemCache['get']}
   */
  async get(key, ctx) {
    const shared = sharedStore(ctx);
    return shared ? /** @type {any} */ (await shared.get(key, ctx)) : super.get(key, ctx);
  }

  /**
   * @override
   * @type {FileSystemCache['set']}
   */
  async set(key, data, ctx) {
    const shared = sharedStore(ctx);
    await (shared ? shared.set(key, data, ctx) : super.set(key, data, ctx));
    // A new render (or a 404 now) of this page: the server's front copy of it is out of date.
    /** @type {any} */ (globalThis)[frontCacheKey]?.dropPage(key);
  }
}

module.exports = PageCacheHandler;
module.exports.sharedStoreKey = sharedStoreKey;
