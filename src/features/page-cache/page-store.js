// @ts-check
/**
 * Where rendered pages live (the cache handler's store, page-cache-handler.js): this process's
 * memory, or with REDIS_URL one Redis shared by every process. Plain JavaScript, because Next
 * loads the handler itself, outside the app's bundles.
 *
 * Each entry keeps the tags of the page it holds (the content entry ids it shows, `cacheTags` in
 * its props: server/cached-route.ts). Expiring a tag (`expireTags`, from the content webhook)
 * makes every entry carrying it older than the tag a miss at once, so the next request renders the
 * page again while the others are still served: Next's own model for `revalidateTag`.
 */
const { LRUCache } = require('lru-cache');
const { keepsPage, pageCacheKeys, validTags } = require('./page-cache-keys.js');

/** How long Redis keeps a page nobody renders again: a day (every page renders each minute it is asked for). */
const REDIS_TTL_SECONDS = 24 * 3600;
/** A page bigger than this is not cached (no real page is near it). */
const MAX_ENTRY_BYTES = 5 * 1024 * 1024;

/**
 * @typedef {{ lastModified: number; value: any; cacheControl?: unknown; tags: string[] }} StoredEntry
 * @typedef {{ lastModified: number; value: any; cacheControl?: unknown }} HandlerEntry
 * @typedef {{ warn(fields: object, message: string): void }} WarnLog
 * @typedef {{
 *   get(key: string): Promise<HandlerEntry | null>;
 *   set(key: string, data: any, cacheControl: unknown): Promise<void>;
 *   expireTags(tags: readonly string[], at?: number): Promise<void>;
 *   readonly shared: boolean;
 * }} PageStore
 */

/**
 * The tags of a rendered page: `cacheTags` in its props (server/cached-route.ts). A 404 (no value)
 * has none; it is made again when its minute is up.
 * @param {any} data
 * @returns {string[]}
 */
function tagsOf(data) {
  const tags = data?.pageData?.pageProps?.cacheTags;
  return Array.isArray(tags) ? validTags(tags) : [];
}

/**
 * The page's HTML as text: Next hands a fresh render over as an object (its RenderResult) and
 * takes either back.
 * @param {any} html
 * @returns {string}
 */
function htmlText(html) {
  return typeof html === 'string' ? html : html.toUnchunkedString();
}

/**
 * The size an entry takes, in bytes of text (its key counts too).
 * @param {string} key
 * @param {any} value
 */
function entryBytes(key, value) {
  if (!value) return key.length + 64;
  const html = value.html === undefined ? 0 : htmlText(value.html).length;
  return key.length + html + JSON.stringify(value.pageData ?? null).length + 256;
}

/**
 * Whether any of `tags` was expired at or after `lastModified`.
 * @param {string[]} tags
 * @param {(tag: string) => number | undefined} expiredAt
 * @param {number} lastModified
 */
function expiredByTags(tags, expiredAt, lastModified) {
  return tags.some((tag) => (expiredAt(tag) ?? -1) >= lastModified);
}

/**
 * Pages in this process's memory, at most `maxBytes` of them (least recently used go first).
 * @param {{ maxBytes?: number; now?: () => number }} [options]
 * @returns {PageStore}
 */
function createMemoryPageStore({ maxBytes = 64 * 1024 * 1024, now = Date.now } = {}) {
  /** @type {LRUCache<string, StoredEntry & { bytes: number }>} */
  const pages = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  });
  // When each tag was last expired. Only tags of entries still held matter; a tag expired before
  // every entry was made no longer does, so the oldest go first past the bound.
  /** @type {LRUCache<string, number>} */
  const expired = new LRUCache({ max: 50_000 });
  return {
    shared: false,
    async get(key) {
      if (!keepsPage(key)) return null;
      const entry = pages.get(key);
      if (!entry) return null;
      if (expiredByTags(entry.tags, (tag) => expired.get(tag), entry.lastModified)) {
        pages.delete(key);
        return null;
      }
      return {
        lastModified: entry.lastModified,
        value: entry.value,
        cacheControl: entry.cacheControl,
      };
    },
    async set(key, data, cacheControl) {
      const bytes = entryBytes(key, data);
      if (!keepsPage(key) || bytes > MAX_ENTRY_BYTES) {
        pages.delete(key);
        return;
      }
      pages.set(key, { lastModified: now(), value: data, cacheControl, tags: tagsOf(data), bytes });
    },
    async expireTags(tags, at = now()) {
      for (const tag of validTags(tags)) expired.set(tag, at);
    },
  };
}

/**
 * Pages in Redis, shared by every process: each page once, as JSON, for a day at most. A 404 is
 * never stored there (anyone can ask for any number of missing paths): it is kept in this
 * process's memory, and it deletes the shared copy, so a page an editor removed is gone from
 * every process. When Redis fails, a read is a miss (the page is rendered) and a write is skipped.
 * @param {{
 *   redis: import('ioredis').Redis;
 *   prefix: string;
 *   brand: string;
 *   log: WarnLog;
 *   now?: () => number;
 *   notFoundMaxBytes?: number;
 * }} options
 * @returns {PageStore}
 */
function createRedisPageStore({
  redis,
  prefix,
  brand,
  log,
  now = Date.now,
  notFoundMaxBytes = 4 * 1024 * 1024,
}) {
  const keys = pageCacheKeys(prefix, brand);
  const notFound = createMemoryPageStore({ maxBytes: notFoundMaxBytes, now });
  /** @param {unknown} error @param {string} message */
  const failed = (error, message) =>
    log.warn({ err: error instanceof Error ? error.message : String(error) }, message);

  return {
    shared: true,
    async get(key) {
      if (!keepsPage(key)) return null;
      const missing = await notFound.get(key);
      if (missing) return missing;
      try {
        const text = await redis.get(keys.page(key));
        if (!text) return null;
        /** @type {StoredEntry} */
        const entry = JSON.parse(text);
        if (entry.tags.length > 0) {
          const scores = await redis.zmscore(keys.expiredTags, ...entry.tags);
          const expiredAt = new Map(entry.tags.map((tag, i) => [tag, Number(scores[i] ?? -1)]));
          if (expiredByTags(entry.tags, (tag) => expiredAt.get(tag), entry.lastModified))
            return null;
        }
        return {
          lastModified: entry.lastModified,
          value: entry.value,
          cacheControl: entry.cacheControl,
        };
      } catch (error) {
        failed(error, 'The page cache could not be read from Redis; rendering the page');
        return null;
      }
    },
    async set(key, data, cacheControl) {
      if (!keepsPage(key)) return;
      try {
        if (!data) {
          await notFound.set(key, data, cacheControl);
          await redis.del(keys.page(key));
          return;
        }
        const value = data.html === undefined ? data : { ...data, html: htmlText(data.html) };
        /** @type {StoredEntry} */
        const entry = { lastModified: now(), value, cacheControl, tags: tagsOf(data) };
        const text = JSON.stringify(entry);
        if (text.length > MAX_ENTRY_BYTES) return;
        await redis.set(keys.page(key), text, 'EX', REDIS_TTL_SECONDS);
      } catch (error) {
        failed(error, 'A rendered page could not be stored in Redis');
      }
    },
    async expireTags(tags, at = now()) {
      await expireTagsInRedis(redis, keys, tags, at);
    },
  };
}

/**
 * Expires `tags` in the shared store at `at` (the content webhook, from the app's own process: it
 * reaches the cache through Redis). Each page carrying one of them is a miss from then on.
 * @param {import('ioredis').Redis} redis
 * @param {ReturnType<typeof pageCacheKeys>} keys
 * @param {readonly string[]} tags
 * @param {number} at
 */
async function expireTagsInRedis(redis, keys, tags, at) {
  const valid = validTags(tags);
  if (valid.length === 0) return;
  await redis
    .multi()
    .zadd(keys.expiredTags, ...valid.flatMap((tag) => [at, tag]))
    // A tag expired before any stored page was made matters no more: the set stays bounded.
    .zremrangebyscore(keys.expiredTags, '-inf', at - REDIS_TTL_SECONDS * 1000)
    .exec();
}

module.exports = {
  expireTagsInRedis,
  createMemoryPageStore,
  createRedisPageStore,
  tagsOf,
  REDIS_TTL_SECONDS,
};
