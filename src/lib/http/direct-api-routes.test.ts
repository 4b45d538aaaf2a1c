import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRouteMatcher } from 'next/dist/shared/lib/router/utils/route-matcher';
import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex';
import { getSortedRoutes } from 'next/dist/shared/lib/router/utils/sorted-routes';
import { apiHandler, nextApiHandler } from './api-handler';
import { directApiRoutesOf, queryOf, type LoadRouteModule } from './direct-api-routes';
import { httpError } from './errors';

process.env.LOG_LEVEL = 'silent';

// A pages manifest as `next build` writes it (.next/server/pages-manifest.json), in part.
const manifest = {
  '/_app': 'pages/_app.js',
  '/[id1]': 'pages/[id1].js',
  '/api/[[...path]]': 'pages/api/[[...path]].js',
  '/api/health': 'pages/api/health.js',
  '/api/booking/hold': 'pages/api/booking/hold.js',
  '/api/booking/hold/[storeId]': 'pages/api/booking/hold/[storeId].js',
  '/api/booking/hold/special': 'pages/api/booking/hold/special.js',
  '/api/booking/manage/[token]/slots': 'pages/api/booking/manage/[token]/slots.js',
  '/api/[kind]/list': 'pages/api/[kind]/list.js',
  '/api/shops/[id]': 'pages/api/shops/[id].js',
  '/api/files/[...path]': 'pages/api/files/[...path].js',
  '/api/draft': 'pages/api/draft.js',
};

/** Each route answers its own file and the query it was given, as apiHandler's handlers do. */
const echo = (file: string) =>
  apiHandler({ GET: (req) => ({ file, query: req.query }), POST: () => ({ file }) });

function modules(overrides: Record<string, unknown> = {}) {
  const loaded: string[] = [];
  const load: LoadRouteModule = (file) => {
    loaded.push(file);
    if (file in overrides) return overrides[file];
    // A module with top-level await (the database driver) is a promise, as Next's bundles are.
    return Promise.resolve({ default: echo(file) });
  };
  return { load, loaded };
}

/** A server that answers directly what `routes` serves, and everything else as Next ('next'). */
async function serverWith(load: LoadRouteModule) {
  const routes = directApiRoutesOf(manifest, load);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!routes.serve(req, res)) res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = async (path: string, init?: RequestInit) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, init);
    const text = await res.text();
    return { status: res.status, body: text === 'next' ? 'next' : (JSON.parse(text) as unknown) };
  };
  /** Asks twice: the first request of a route goes to Next while its module loads. */
  const twice = async (path: string, init?: RequestInit) => {
    await get(path, init);
    return get(path, init);
  };
  return { routes, get, twice, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('direct API routes: the routes the server answers without Next.js', () => {
  const routes = directApiRoutesOf(manifest, modules().load);

  it('match a route without parameters exactly', () => {
    expect(routes.match('/api/health')).toEqual({ file: 'pages/api/health.js', params: {} });
    expect(routes.match('/api/booking/hold')?.file).toBe('pages/api/booking/hold.js');
  });

  it('match a route with parameters, decoded', () => {
    expect(routes.match('/api/booking/hold/1012')).toEqual({
      file: 'pages/api/booking/hold/[storeId].js',
      params: { storeId: '1012' },
    });
    expect(routes.match('/api/booking/manage/a%20b%2Fc/slots')).toEqual({
      file: 'pages/api/booking/manage/[token]/slots.js',
      params: { token: 'a b/c' },
    });
  });

  it("prefer a name to a parameter, segment by segment, as Next.js's router does", () => {
    expect(routes.match('/api/booking/hold/special')?.file).toBe(
      'pages/api/booking/hold/special.js',
    );
    // Both match: the route named at the earlier segment wins.
    expect(routes.match('/api/shops/list')).toEqual({
      file: 'pages/api/shops/[id].js',
      params: { id: 'list' },
    });
    expect(routes.match('/api/offers/list')).toEqual({
      file: 'pages/api/[kind]/list.js',
      params: { kind: 'offers' },
    });
  });

  it("choose the route Next.js's own router chooses, for every path they answer", () => {
    const pages = getSortedRoutes(Object.keys(manifest));
    const nextMatch = (path: string) => {
      for (const page of pages) {
        const params = getRouteMatcher(getRouteRegex(page))(path);
        if (params) return { file: manifest[page as keyof typeof manifest], params };
      }
      return undefined;
    };
    const paths = [
      '/api/health',
      '/api/booking/hold',
      '/api/booking/hold/1012',
      '/api/booking/hold/special',
      '/api/booking/manage/tok%20en/slots',
      '/api/shops/list',
      '/api/offers/list',
      '/api/shops/42',
    ];
    for (const path of paths) {
      expect(routes.match(path)).toBeDefined();
      expect(routes.match(path)).toEqual(nextMatch(path));
    }
  });

  it.each([
    ['a page', '/about-us'],
    ['a path no route has', '/api/nothing/here'],
    ['a catch-all route', '/api/files/a/b'],
    ['a trailing slash (Next redirects it)', '/api/health/'],
    ['an empty parameter', '/api/booking/hold/'],
    ['another case (Next decides)', '/API/health'],
    ['a malformed escape', '/api/booking/hold/%E0%A4%A'],
  ])('leave %s to Next.js', (_what, path) => {
    expect(routes.match(path)).toBeUndefined();
  });

  it('build the query as Next.js does: a repeated name is a list, and the route’s parameters win', async () => {
    expect(queryOf('a=1&b=2&a=3&c=x+y&d=%26')).toEqual({
      a: ['1', '3'],
      b: '2',
      c: 'x y',
      d: '&',
    });
    const server = await serverWith(modules().load);
    try {
      expect(await server.twice('/api/booking/hold/1012?storeId=9999&covers=2')).toEqual({
        status: 200,
        body: {
          file: expect.stringContaining('[storeId]'),
          query: { storeId: '1012', covers: '2' },
        },
      });
    } finally {
      await server.close();
    }
  });

  it('answer a route once its module is loaded (the first request goes to Next while it loads)', async () => {
    const { load, loaded } = modules();
    const server = await serverWith(load);
    try {
      expect(await server.get('/api/health')).toEqual({ status: 200, body: 'next' });
      expect(await server.get('/api/health')).toEqual({
        status: 200,
        body: { file: 'pages/api/health.js', query: {} },
      });
      expect(await server.get('/api/health', { method: 'POST' })).toMatchObject({ status: 200 });
      expect(loaded).toEqual(['pages/api/health.js']); // loaded once
    } finally {
      await server.close();
    }
  });

  it('leave to Next.js the routes nextApiHandler made, modules without a handler and modules that fail to load', async () => {
    const server = await serverWith(
      modules({
        'pages/api/draft.js': { default: nextApiHandler({ GET: () => ({ draft: true }) }) },
        'pages/api/booking/hold.js': { default: (_req: unknown, res: ServerResponse) => res.end() },
        'pages/api/health.js': Promise.reject(new Error('cannot load')),
      }).load,
    );
    try {
      for (const path of ['/api/draft', '/api/booking/hold', '/api/health']) {
        expect(await server.twice(path)).toEqual({ status: 200, body: 'next' });
      }
    } finally {
      await server.close();
    }
  });

  it("answer apiHandler's own errors, and a 500 with no internals should a handler throw past it", async () => {
    const failing = Object.assign(
      () => {
        throw new Error('connection string postgres://secret');
      },
      { direct: true },
    );
    const server = await serverWith(
      modules({
        'pages/api/health.js': { default: failing },
        'pages/api/booking/hold.js': {
          default: apiHandler({
            GET: () => {
              throw httpError(409, 'Taken.');
            },
          }),
        },
      }).load,
    );
    try {
      expect(await server.twice('/api/health')).toEqual({
        status: 500,
        body: {
          code: 500,
          title: 'Internal Server Error',
          message: expect.not.stringContaining('postgres'),
        },
      });
      expect(await server.twice('/api/booking/hold')).toEqual({
        status: 409,
        body: { code: 409, title: 'Conflict', message: 'Taken.' },
      });
      expect(await server.twice('/api/booking/hold', { method: 'PUT' })).toMatchObject({
        status: 405,
      });
    } finally {
      await server.close();
    }
  });
});
