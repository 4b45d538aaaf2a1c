import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * The front of the cache of rendered pages, in the server process before Next (scripts/serve.ts).
 * Next serves a cached page in about a millisecond of routing, proxy and gzip per request; this
 * keeps, per path, the last response Next gave from its page cache (identity and gzip) and answers
 * repeats itself, so a cached page costs what a static file costs. It never decides anything Next
 * would not:
 * - only what Next served from its page cache (`x-nextjs-cache`), status 200 or 404, without a
 *   cookie, for a plain GET of a page (not /_next, not /api, not a client-side data request, not
 *   in draft mode);
 * - the path alone is the key: a cached page's HTML is the same for every query (getStaticProps
 *   has none);
 * - a copy lives `ttlMs` at most, after which the next request goes to Next again (which serves
 *   and, when due, renders again in the background), and is dropped at once when Next stores a new
 *   render of that page (`dropPage`, from the page cache handler and, with Redis, from any
 *   process's revalidation).
 * The other page responses (server-rendered pages) are gzipped here as Next would have; files,
 * the API and Next's own requests are left to Next.
 */
export interface FrontCache {
  /** Answers from a held copy; false when the request must go to Next. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Makes the response Next is about to write go through here: gzipped, and kept when it may be. */
  capture(req: IncomingMessage, res: ServerResponse): void;
  /** Drops the copy of a page (a path, or a page cache key ending in `/$/{path}`). */
  dropPage(pathOrKey: string): void;
  clear(): void;
}

interface Copy {
  status: number;
  headers: OutgoingHttpHeaders;
  identity: Buffer;
  gzip: Buffer | null;
  etag: string | undefined;
  storedAt: number;
}

/** Smaller bodies are not worth gzipping (Next's threshold too). */
const gzipMinBytes = 1024;
const compressible = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

export function createFrontCache({
  ttlMs = 10_000,
  maxBytes = 32 * 1024 * 1024,
  now = () => performance.now(),
} = {}): FrontCache {
  const copies = new LRUCache<string, Copy>({
    max: 5000,
    maxSize: maxBytes,
    sizeCalculation: (copy) => copy.identity.length + (copy.gzip?.length ?? 0) + 512,
  });

  const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?')[0]!;
  const eligible = (req: IncomingMessage) => {
    const path = pathOf(req);
    return (
      req.method === 'GET' &&
      isPage(path) &&
      req.headers['x-nextjs-data'] === undefined &&
      !/(^|;\s*)__prerender_bypass=/.test(req.headers.cookie ?? '')
    );
  };
  const acceptsGzip = (req: IncomingMessage) =>
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

  return {
    serve(req, res) {
      if (!eligible(req)) return false;
      const path = pathOf(req);
      const copy = copies.get(path);
      if (!copy) return false;
      if (now() - copy.storedAt > ttlMs) {
        copies.delete(path);
        return false;
      }
      if (copy.etag && req.headers['if-none-match'] === copy.etag) {
        const cacheControl = copy.headers['cache-control'];
        res.writeHead(304, {
          ETag: copy.etag,
          ...(cacheControl ? { 'Cache-Control': cacheControl } : {}),
        });
        res.end();
        return true;
      }
      const gzip = copy.gzip && acceptsGzip(req) ? copy.gzip : null;
      res.writeHead(copy.status, {
        ...copy.headers,
        'x-nextjs-cache': 'HIT',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        'Content-Length': (gzip ?? copy.identity).length,
      });
      res.end(gzip ?? copy.identity);
      return true;
    },

    capture(req, res) {
      if (!eligible(req)) return;
      const gzipWanted = acceptsGzip(req);
      // Next must not gzip what is gzipped (and kept) here.
      delete req.headers['accept-encoding'];
      const path = pathOf(req);
      const chunks: Buffer[] = [];
      const write = res.write.bind(res);
      const end = res.end.bind(res);
      let streaming = false;
      // Next writes the head before the body; it is held (as set headers) until the body is here,
      // so the encoding and length can still be chosen. Node writes it itself with the body.
      const writeHead = res.writeHead;
      const release = () => {
        res.writeHead = writeHead;
      };
      res.writeHead = ((status: number, ...rest: unknown[]) => {
        res.statusCode = status;
        const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
        const pairs = Array.isArray(headers)
          ? (headers as string[][]).map(([name, value]) => [name, value] as const)
          : Object.entries((headers ?? {}) as OutgoingHttpHeaders);
        for (const [name, value] of pairs) if (value !== undefined) res.setHeader(name!, value);
        return res;
      }) as typeof res.writeHead;
      res.write = ((chunk: unknown, ...rest: never[]) => {
        streaming = true;
        release();
        return write(chunk as never, ...rest);
      }) as typeof res.write;
      res.end = ((chunk?: unknown, ...rest: never[]) => {
        release();
        if (streaming || res.headersSent || typeof chunk === 'function') {
          return end(chunk as never, ...rest);
        }
        if (chunk !== undefined && chunk !== null) {
          chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
        }
        const identity = Buffer.concat(chunks);
        const type = String(res.getHeader('content-type') ?? '');
        const gzip =
          identity.length >= gzipMinBytes && compressible.test(type) && res.statusCode !== 304
            ? gzipSync(identity)
            : null;
        const headers = res.getHeaders();
        if (
          (res.statusCode === 200 || res.statusCode === 404) &&
          headers['x-nextjs-cache'] !== undefined &&
          headers['set-cookie'] === undefined
        ) {
          const etag = typeof headers.etag === 'string' ? headers.etag : undefined;
          const kept = { ...headers, vary: 'Accept-Encoding' };
          delete kept['content-length'];
          copies.set(path, {
            status: res.statusCode,
            headers: kept,
            identity,
            gzip,
            etag,
            storedAt: now(),
          });
        }
        if (gzip) {
          res.setHeader('Vary', 'Accept-Encoding');
          if (gzipWanted) {
            res.setHeader('Content-Encoding', 'gzip');
            res.setHeader('Content-Length', gzip.length);
            return end(gzip);
          }
        }
        return end(identity);
      }) as typeof res.end;
    },

    dropPage(pathOrKey) {
      const marker = pathOrKey.indexOf('/$/');
      const path = marker === -1 ? pathOrKey : pathOrKey.slice(marker + 2);
      // Next names the home page '/index' in its cache keys.
      copies.delete(path === '/index' ? '/' : path);
    },

    clear: () => copies.clear(),
  };
}

/** A page's address (not Next's files, the API or the public folder's assets). */
function isPage(path: string): boolean {
  return !path.startsWith('/_next/') && !path.startsWith('/api/') && !/\.\w+$/.test(path);
}

const frontCacheKey = Symbol.for('tavola.page-cache.front');

/** Makes `front` the front cache of this process (scripts/serve.ts), so page changes reach it. */
export function installFrontCache(front: FrontCache | undefined): void {
  (globalThis as Record<symbol, unknown>)[frontCacheKey] = front;
}

/** Tells this process's front cache, if any, that a page has a new render (or is gone). */
export function dropFrontCopy(pathOrKey: string): void {
  ((globalThis as Record<symbol, unknown>)[frontCacheKey] as FrontCache | undefined)?.dropPage(
    pathOrKey,
  );
}
