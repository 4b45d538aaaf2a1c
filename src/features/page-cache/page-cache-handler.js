// @ts-check
/**
 * Next's cache of rendered pages (next.config.js `cacheHandler`). Next loads this file itself, as
 * plain JavaScript, so it only chooses where entries live:
 * - without Redis, Next's own cache of this process: memory (bounded) and the build's folder (or
 *   the brand's own folder when the build was made for the other brand);
 * - with REDIS_URL, the shared store the server process registers at start
 *   (server/shared-page-store.ts, from instrumentation-node.ts), so every process serves one cache
 *   and one revalidation reaches them all.
 */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

/** Written by `npm run build` (scripts/lib/build-site.ts): the brand the build's pages are of. */
const BUILD_BRAND_FILE = 'tavola-build-brand';

/**
 * Where this process keeps its rendered pages. One build serves both brands (the brand is read at
 * run time), but the pages the build rendered, and every page Next renders into the build's
 * folder, are of the brand it was built for. A process serving another brand keeps its pages in
 * a folder of its own, `.next/cache/pages/{brand}`, so it renders each on its first request and
 * never serves, or overwrites, the other brand's. During the build there is no brand file yet.
 * @param {string} serverDistDir the build's `.next/server`
 */
function pageCacheDir(serverDistDir) {
  const served = process.env.BRAND || 'tavola';
  let built;
  try {
    built = readFileSync(path.join(serverDistDir, '..', BUILD_BRAND_FILE), 'utf8').trim();
  } catch {
    return serverDistDir;
  }
  return served === built
    ? serverDistDir
    : path.join(serverDistDir, '..', 'cache', 'pages', served);
}

/**
 * Next makes a cache handler for every request, API routes too: the folder is read once per
 * process (a build does not change under a running server), not from disk on every request.
 * @type {Map<string, string>}
 */
const folders = new Map();
/**
 * Next's proxy (middleware) makes its cache handler with no folder at all: it gets none.
 * @param {string | undefined} serverDistDir
 */
function cachedPageCacheDir(serverDistDir) {
  if (typeof serverDistDir !== 'string') return serverDistDir;
  let folder = folders.get(serverDistDir);
  if (folder === undefined) {
    folder = pageCacheDir(serverDistDir);
    // During the build there is no brand file yet: its answer is not kept.
    if (existsSync(path.join(serverDistDir, '..', BUILD_BRAND_FILE))) {
      folders.set(serverDistDir, folder);
    }
  }
  return folder;
}

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
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} ctx */
  constructor(ctx) {
    // Typed as a string, but the proxy's handler is made without one.
    super({ ...ctx, serverDistDir: /** @type {string} */ (cachedPageCacheDir(ctx.serverDistDir)) });
  }

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
module.exports.BUILD_BRAND_FILE = BUILD_BRAND_FILE;
module.exports.pageCacheDir = pageCacheDir;
module.exports.cachedPageCacheDir = cachedPageCacheDir;
