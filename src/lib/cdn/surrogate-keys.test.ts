import { createHash } from 'node:crypto';
import { isSurrogateKey, pageKey, siteKey, surrogateKeyHeader } from './surrogate-keys';

const about = { brand: 'tavola', path: '/about-us', entryIds: ['page-about-us', 'settings'] };

/** `count` distinct entry ids, each `length` characters long. */
const entryIds = (count: number, length = 22) =>
  Array.from({ length: count }, (_, i) => `e${String(i).padStart(length - 1, '0')}`);

describe('page and site keys', () => {
  it('makes a page key of 16 characters of the SHA-256 of brand and path', () => {
    const digest = createHash('sha256').update('tavola:/about-us').digest('base64url');
    expect(pageKey('tavola', '/about-us')).toBe(`page-${digest.slice(0, 16)}`);
    expect(pageKey('tavola', '/about-us')).toMatch(/^page-[A-Za-z0-9_-]{16}$/);
  });

  it('gives each brand and path its own page key, and the same one every time', () => {
    expect(pageKey('tavola', '/about-us')).toBe(pageKey('tavola', '/about-us'));
    expect(pageKey('tavola', '/about-us')).not.toBe(pageKey('tavola-express', '/about-us'));
    expect(pageKey('tavola', '/about-us')).not.toBe(pageKey('tavola', '/about-us/'));
  });

  it('makes a valid key of any path, whatever characters it holds', () => {
    for (const path of ['/restaurants/cafés & bars', '/a b,c', `/${'x'.repeat(5000)}`, '/']) {
      expect(isSurrogateKey(pageKey('tavola', path))).toBe(true);
    }
  });

  it('names the site key after the brand, and refuses a brand no key can hold', () => {
    expect(siteKey('tavola')).toBe('site-tavola');
    expect(siteKey('tavola-express')).toBe('site-tavola-express');
    expect(() => siteKey('tavola express')).toThrow(RangeError);
  });

  it('takes keys of 1 to 64 letters, digits, ".", "_" or "-" and nothing else', () => {
    for (const key of ['a', '6KAzdBH9wWYIeq0sEyMtU8', 'page-about-us', 'x.y_z', 'k'.repeat(64)]) {
      expect(isSurrogateKey(key)).toBe(true);
    }
    for (const key of ['', 'k'.repeat(65), 'a b', 'a,b', 'café', 'a\nb', 'a/b', 'a:b']) {
      expect(isSurrogateKey(key)).toBe(false);
    }
  });
});

describe('the surrogate key header of a page', () => {
  it("is each tier's own header: xkey and Surrogate-Key with spaces, Cache-Tag with commas", () => {
    const keys = [pageKey('tavola', '/about-us'), 'site-tavola', 'page-about-us', 'settings'];
    expect(surrogateKeyHeader('varnish', about)).toEqual({ name: 'xkey', value: keys.join(' ') });
    expect(surrogateKeyHeader('fastly', about)).toEqual({
      name: 'Surrogate-Key',
      value: keys.join(' '),
    });
    expect(surrogateKeyHeader('cloudflare', about)).toEqual({
      name: 'Cache-Tag',
      value: keys.join(','),
    });
  });

  it('sends each entry once and never an id that is not a valid key', () => {
    const page = {
      brand: 'tavola',
      path: '/menus',
      entryIds: ['menu-1', 'menu-1', 'bad id', 'x'.repeat(65), 'a,b', 'site-tavola', 'menu-2'],
    };
    const { value } = surrogateKeyHeader('varnish', page);
    expect(value.split(' ')).toEqual([
      pageKey('tavola', '/menus'),
      'site-tavola',
      'menu-1',
      'menu-2',
    ]);
  });

  it('tags a page that shows no entries with its page and site keys', () => {
    expect(surrogateKeyHeader('fastly', { brand: 'tavola', path: '/', entryIds: [] }).value).toBe(
      `${pageKey('tavola', '/')} site-tavola`,
    );
  });

  it.each([
    ['varnish', 8000, ' '],
    ['fastly', 16_000, ' '],
    ['cloudflare', 16_000, ','],
  ] as const)(
    'keeps the %s header within %i bytes: page and site keys stay, the last entries go',
    (cdn, limit, separator) => {
      const ids = entryIds(2000, 40);
      const { value } = surrogateKeyHeader(cdn, { brand: 'tavola', path: '/big', entryIds: ids });
      const keys = value.split(separator);
      expect(Buffer.byteLength(value)).toBeLessThanOrEqual(limit);
      expect(keys.slice(0, 2)).toEqual([pageKey('tavola', '/big'), 'site-tavola']);
      // The entries kept are the first ones, in order, as many as fit.
      expect(keys.slice(2)).toEqual(ids.slice(0, keys.length - 2));
      const withOneMore = [...keys, ids[keys.length - 2]!].join(separator);
      expect(Buffer.byteLength(withOneMore)).toBeGreaterThan(limit);
    },
  );

  it('sends Cloudflare at most 1,000 tags, however short', () => {
    const ids = entryIds(3000, 5);
    const { value } = surrogateKeyHeader('cloudflare', {
      brand: 'tavola',
      path: '/',
      entryIds: ids,
    });
    expect(value.split(',')).toHaveLength(1000);
    expect(value.length).toBeLessThan(16_000);
  });

  it('sends every entry of a page well within the limits', () => {
    const ids = entryIds(100);
    const { value } = surrogateKeyHeader('varnish', { brand: 'tavola', path: '/', entryIds: ids });
    expect(value.split(' ')).toHaveLength(102);
  });
});
