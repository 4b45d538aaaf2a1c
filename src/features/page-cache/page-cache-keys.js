// @ts-check
/**
 * Names shared by the cache handler (plain JavaScript, loaded by Next) and the app's server code
 * (the content webhook expires tags through them): what a tag may be, and the Redis keys.
 */

/** A tag: a content entry id (Contentful's are at most 64 of these), a page's or the site's key. */
const TAG = /^[A-Za-z0-9._-]{1,64}$/;

/** The most tags one page keeps (a page shows far fewer entries; past it the page key still works). */
const MAX_TAGS = 1000;

/**
 * The valid tags among `tags`, each once, at most MAX_TAGS.
 * @param {readonly unknown[]} tags
 * @returns {string[]}
 */
function validTags(tags) {
  const valid = new Set();
  for (const tag of tags) {
    if (typeof tag === 'string' && TAG.test(tag)) valid.add(tag);
    if (valid.size === MAX_TAGS) break;
  }
  return [...valid];
}

/**
 * The Redis keys of one site's rendered pages (REDIS_PREFIX, BRAND): each page, and when each tag
 * was last expired (a sorted set: tag -> milliseconds).
 * @param {string} prefix
 * @param {string} brand
 */
function pageCacheKeys(prefix, brand) {
  const namespace = `${prefix}:${brand}:pages`;
  return {
    /** @param {string} key Next's own key for the page */
    page: (key) => `${namespace}:page:${key}`,
    expiredTags: `${namespace}:expired-tags`,
  };
}

/**
 * The longest key of a page kept: Next's key is the page's path, and no page of the site is near
 * this long (the tag index keeps paths up to 512). A longer one is a 404 nobody keeps: otherwise
 * 20,000 made-up long paths would each hold their path and an entry, in memory or in Redis.
 */
const MAX_PAGE_KEY_LENGTH = 1024;

/**
 * Whether a page under `key` may be kept at all.
 * @param {string} key
 */
function keepsPage(key) {
  return key.length <= MAX_PAGE_KEY_LENGTH;
}

module.exports = { MAX_PAGE_KEY_LENGTH, MAX_TAGS, keepsPage, pageCacheKeys, validTags };
