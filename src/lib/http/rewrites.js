// @ts-check
/**
 * Paths served by an API route of another name: the location finder calls /cdg/geo/* (spec 1 §7),
 * and its handlers live in /api/cdg/geo/*. Plain JavaScript, because next.config.js reads it too.
 * In production scripts/serve.ts rewrites the path itself, before Next.js (with a rewrite rule in
 * its config, Next.js matches every request against it: a thirtieth of an API route's time);
 * `npm run dev` gets the same rule from next.config.js.
 */

/** The rewrite as next.config.js gives it. */
const nextRewrites = [{ source: '/cdg/geo/:path*', destination: '/api/cdg/geo/:path*' }];

/**
 * The URL a request for `url` (path and query) is served from, or null when it is served as it
 * is: what `nextRewrites` does.
 * @param {string} url
 * @returns {string | null}
 */
function rewrittenUrl(url) {
  // Case-insensitive, as Next.js matches a rewrite's source.
  return /^\/cdg\/geo(?=[/?]|$)/i.test(url) ? `/api/cdg/geo${url.slice('/cdg/geo'.length)}` : null;
}

module.exports = { nextRewrites, rewrittenUrl };
