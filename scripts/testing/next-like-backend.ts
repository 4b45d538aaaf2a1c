import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { surrogateKeyHeader } from '../../src/lib/cdn';

// A small HTTP server that answers the cache tier as Tavola's Next.js server does (the varnish
// test puts Varnish in front of two of them): pages with `public, s-maxage=60,
// stale-while-revalidate=300` and their surrogate keys in `xkey`, gzipped when asked; the API with
// `no-store`; build files as immutable. Each request is recorded, so the test sees what reached it.

/** A request that reached the app. */
export interface AppRequest {
  app: number;
  method: string;
  url: string;
  acceptEncoding: string | undefined;
  cookie: string | undefined;
  forwardedFor: string | undefined;
}

/** The content entries each page shows (its tags), as the page cache records them. */
export const pageEntries: Record<string, string[]> = {
  '/about-us': ['page-about-us', 'settings'],
  '/menus': ['page-menus', 'menu-1', 'settings'],
  '/find-us': ['page-find-us', 'restaurant-1'],
  '/short': ['page-short'],
  '/flaky': ['page-flaky'],
};

/** A page's HTML: the same bytes every time, long enough to be worth gzip. */
export const pageHtml = (path: string) =>
  `<!DOCTYPE html><html><head><title>${path} | Tavola</title></head><body>` +
  `<main>${`<p>Fresh pasta, wood-fired pizza and the page ${path}.</p>`.repeat(40)}</main></body></html>`;

const pageCacheControl = 'public, s-maxage=60, stale-while-revalidate=300';

export interface NextLikeBackend {
  port: number;
  close(): Promise<void>;
}

/** Starts app number `app` on 127.0.0.1 and a free port; every request goes to `requests`. */
export async function startNextLikeBackend(
  app: number,
  requests: AppRequest[],
): Promise<NextLikeBackend> {
  /** /flaky answers once, then fails: the app going down after a page was cached. */
  let flakyServed = false;
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0]!;
    const header = (name: string) => req.headers[name] as string | undefined;
    requests.push({
      app,
      method: req.method ?? 'GET',
      url,
      acceptEncoding: header('accept-encoding'),
      cookie: header('cookie'),
      forwardedFor: header('x-forwarded-for'),
    });
    req.resume();

    if (path === '/api/echo') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      return void res.end(JSON.stringify({ app, forwardedFor: header('x-forwarded-for') }));
    }
    if (path.startsWith('/api/') || path.startsWith('/cdg/')) {
      // Cacheable by its headers: only the tier's own rule keeps it out of the cache.
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'public, s-maxage=60',
      });
      return void res.end(JSON.stringify({ app, path }));
    }
    if (path.startsWith('/_next/static/')) {
      res.writeHead(200, {
        'Content-Type': 'application/javascript',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      return void res.end(`console.log(${JSON.stringify(path)});`);
    }
    if (path === '/with-cookie') {
      res.writeHead(200, {
        'Cache-Control': pageCacheControl,
        'Set-Cookie': 'session=abc; Path=/',
      });
      return void res.end(pageHtml(path));
    }
    if (path === '/private') {
      res.writeHead(200, { 'Cache-Control': 'private, no-store' });
      return void res.end(pageHtml(path));
    }
    if (path === '/no-cache-control') return void res.end(pageHtml(path));
    if (path === '/flaky' && flakyServed) {
      res.writeHead(500, { 'Cache-Control': 'private, no-store' });
      return void res.end('Internal Server Error');
    }
    if (path === '/flaky') flakyServed = true;

    const cacheControl = ['/short', '/flaky'].includes(path)
      ? 'public, s-maxage=1, stale-while-revalidate=300'
      : pageCacheControl;
    const keys = surrogateKeyHeader('varnish', {
      brand: 'tavola',
      path,
      entryIds: pageEntries[path] ?? [],
    });
    const html = Buffer.from(pageHtml(path));
    const gzip = /\bgzip\b/.test(header('accept-encoding') ?? '');
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
      [keys.name]: keys.value,
      ...(gzip && { 'Content-Encoding': 'gzip' }),
    });
    res.end(gzip ? gzipSync(html) : html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
