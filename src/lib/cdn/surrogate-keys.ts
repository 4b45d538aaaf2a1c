import { createHash } from 'node:crypto';

/** The cache tiers Tavola can sit behind: its own Varnish, or a CDN. */
export type CdnName = 'varnish' | 'fastly' | 'cloudflare';

/** A response header carrying a page's surrogate keys, ready to set. */
export interface SurrogateKeyHeader {
  name: string;
  value: string;
}

/** What one page is and shows: its surrogate keys are made from these. */
export interface PageKeys {
  /** The brand that serves the page (BRAND): `tavola` or `tavola-express`. */
  brand: string;
  /** The page's pathname, without its query string: `/about-us`. */
  path: string;
  /** The ids of the content entries the page showed (its tags); invalid ones are left out. */
  entryIds: readonly string[];
}

/** How each cache tier reads surrogate keys off a response, and how much of them it takes. */
interface KeyHeaderFormat {
  name: string;
  separator: string;
  /** The most bytes of the header's value sent: past it, entry keys are left out. */
  maxValueBytes: number;
  /** The most keys sent (Cloudflare keeps about 1,000 tags a response). */
  maxKeys: number;
}

const keyHeaderFormats: Record<CdnName, KeyHeaderFormat> = {
  // The xkey vmod reads `xkey` (space- or comma-separated). Varnish refuses a backend response with
  // a header line over http_resp_hdr_len (8 KB by default): the value stays well under it.
  varnish: { name: 'xkey', separator: ' ', maxValueBytes: 8000, maxKeys: Infinity },
  // Fastly: Surrogate-Key is space-separated, each key at most 1,024 bytes, the header at most 16 KB.
  fastly: { name: 'Surrogate-Key', separator: ' ', maxValueBytes: 16_000, maxKeys: Infinity },
  // Cloudflare: Cache-Tag is comma-separated and may not exceed 16 KB after its name (about 1,000
  // tags). Cloudflare compares tags without case: two keys differing in case purge together.
  cloudflare: { name: 'Cache-Tag', separator: ',', maxValueBytes: 16_000, maxKeys: 1000 },
};

/**
 * A surrogate key every cache tier accepts as it is: Contentful's own alphabet for entry ids (letters,
 * digits, `.`, `_`, `-`; 1 to 64 characters), so it needs no escaping in any header and is never
 * split by a separator. Page and site keys are made to fit it too.
 */
const keyPattern = /^[A-Za-z0-9._-]{1,64}$/;

/** Whether `key` can be sent as a surrogate key as it is. */
export function isSurrogateKey(key: string): boolean {
  return keyPattern.test(key);
}

/**
 * The key of one page of one brand: `page-` and 16 characters of the SHA-256 of `brand:path`
 * (base64url). A path may hold characters no cache tier accepts in a key, and any length; the hash
 * fits every tier. The same brand and path always give the same key, in the proxy that tags the
 * page and in the webhook that purges it.
 */
export function pageKey(brand: string, path: string): string {
  const digest = createHash('sha256').update(`${brand}:${path}`).digest('base64url');
  return `page-${digest.slice(0, 16)}`;
}

/** The key every page of a brand carries: purging it empties the cache of the whole site. */
export function siteKey(brand: string): string {
  const key = `site-${brand}`;
  if (!isSurrogateKey(key)) throw new RangeError(`No site key can be made of the brand ${brand}`);
  return key;
}

/**
 * The header that tags a page for `cdn`: its page key, its site key, then the ids of the entries it
 * shows, each once. An id that is not a valid key is left out (no object can carry it, so none would
 * be purged by it). When the keys would overflow what the tier takes, the page and site keys stay
 * and the entry keys past the limit are left out: publishing one of those entries still purges the
 * page, as the webhook purges every page it revalidates by its page key as well.
 */
export function surrogateKeyHeader(cdn: CdnName, page: PageKeys): SurrogateKeyHeader {
  const format = keyHeaderFormats[cdn];
  const keys = [pageKey(page.brand, page.path), siteKey(page.brand)];
  let bytes = keys.join(format.separator).length;
  const seen = new Set(keys);
  for (const id of page.entryIds) {
    if (seen.has(id) || !isSurrogateKey(id)) continue;
    // Keys are ASCII: one character is one byte.
    const added = format.separator.length + id.length;
    if (keys.length >= format.maxKeys || bytes + added > format.maxValueBytes) break;
    seen.add(id);
    keys.push(id);
    bytes += added;
  }
  return { name: format.name, value: keys.join(format.separator) };
}
