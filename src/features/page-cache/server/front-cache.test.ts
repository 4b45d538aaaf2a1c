import {
  createServer,
  get as httpGet,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createFrontCache, type FrontCache } from './front-cache';

/** Next stand-in: a cached page (x-nextjs-cache), a 404, an SSR page, and a page that sets a cookie. */
function next(req: IncomingMessage, res: ServerResponse) {
  calls.push(`${req.url} ${req.headers['accept-encoding'] ?? '-'}`);
  const html = `<html>${'x'.repeat(2000)} ${req.url}</html>`;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('ETag', `"${req.url?.split('?')[0]}-v${version}"`);
  if (req.url?.startsWith('/ssr')) return void res.end(html);
  res.setHeader('x-nextjs-cache', 'MISS');
  if (req.url?.startsWith('/cookie')) res.setHeader('Set-Cookie', 'a=b');
  if (req.url?.startsWith('/missing')) res.statusCode = 404;
  res.end(html);
}

let calls: string[] = [];
let version = 1;
let clock = 0;
let front: FrontCache;
let server: Server;
let base: string;

beforeEach(async () => {
  calls = [];
  version = 1;
  clock = 0;
  front = createFrontCache({ ttlMs: 10_000, now: () => clock });
  server = createServer((req, res) => {
    if (front.serve(req, res)) return;
    front.capture(req, res);
    next(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>(
    (resolve, reject) => {
      const req = httpGet(`${base}${path}`, { headers }, (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() });
        });
      });
      req.on('error', reject);
    },
  );
const gzip = { 'accept-encoding': 'gzip, br' };

describe('the front cache of rendered pages', () => {
  it('answers repeats of a cached page itself, gzipped or not, whatever the query', async () => {
    const first = await get('/about-us', gzip);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['x-nextjs-cache']).toBe('MISS');
    const again = await get('/about-us?utm_source=mail', gzip);
    const plain = await get('/about-us');
    expect(calls).toEqual(['/about-us -']); // Next was asked once, and never to gzip
    expect(again.headers['x-nextjs-cache']).toBe('HIT');
    expect(again.body).toBe(first.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(first.body);
    expect(again.headers.vary).toBe('Accept-Encoding');
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/about-us');
    const revalidated = await get('/about-us', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(calls).toHaveLength(1);
  });

  it('keeps a 404 of the page cache too', async () => {
    await get('/missing');
    const again = await get('/missing');
    expect(again.status).toBe(404);
    expect(calls).toHaveLength(1);
  });

  it('asks Next again once a copy is older than its time, or once Next has a new render', async () => {
    await get('/about-us');
    clock = 10_001;
    await get('/about-us');
    expect(calls).toHaveLength(2);
    version = 2;
    front.dropPage('/route-cache/PAGES/abc/$/about-us'); // the page cache handler's key
    const fresh = await get('/about-us');
    expect(fresh.headers.etag).toBe('"/about-us-v2"');
    front.dropPage('/route-cache/PAGES/abc/$/index');
    expect(calls).toHaveLength(3);
  });

  it('never keeps a server-rendered page, a cookie, draft mode or a client-side data request', async () => {
    for (const [path, headers] of [
      ['/ssr', {}],
      ['/cookie', {}],
      ['/about-us', { cookie: 'x=1; __prerender_bypass=abc' }],
      ['/about-us', { 'x-nextjs-data': '1' }],
    ] as const) {
      await get(path, headers);
      await get(path, headers);
    }
    expect(calls).toHaveLength(8);
    // A server-rendered page is still gzipped, as Next would have.
    expect((await get('/ssr', gzip)).headers['content-encoding']).toBe('gzip');
  });

  it('leaves files, the API and HEAD requests to Next untouched', async () => {
    for (const path of ['/api/health', '/_next/static/chunk.js', '/robots.txt']) {
      await get(path, gzip);
      await get(path, gzip);
    }
    expect(calls.every((call) => call.endsWith('gzip, br'))).toBe(true);
    expect(calls).toHaveLength(6);
  });
});
