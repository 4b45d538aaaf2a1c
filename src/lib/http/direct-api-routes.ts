import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { statusTitles, unexpectedErrorMessage } from './errors';

// The production server (scripts/serve.ts) calls an API route's handler straight, without Next.js's
// router, when apiHandler made it for Node's request and response alone (`direct`). Next's router
// resolves every request through its rewrites, its manifests, a route-module preparation and an
// incremental cache before an API handler runs: measured here, more than the booking create's own
// checks. What Next gives an API route beyond that is the query (rebuilt here the way Next builds
// it) and helpers on the response, which only nextApiHandler's routes may use (its types say so).
// Whatever this does not recognise exactly goes to Next.js, which is always right to answer it.

/** An API route's handler, as the compiled route module exports it. */
type RouteHandler = ((req: IncomingMessage, res: ServerResponse) => unknown) & {
  direct?: boolean;
};

/** Loads a compiled route module (Node's `require`; a module with top-level await is a promise). */
export type LoadRouteModule = (file: string) => unknown;

interface ApiRoute {
  /** The compiled module, relative to the build's server folder: `pages/api/health.js`. */
  file: string;
  /** The route's segments: a name, or the parameter a segment takes (`[storeId]`). */
  segments: (string | { param: string })[];
}

export interface DirectApiRoutes {
  /**
   * Answers the request and says true when its route is an apiHandler route loaded already;
   * otherwise says false, leaving the request to Next.js (and starts loading the route's module,
   * so the next request to it is answered directly).
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** The route a path is for, and its parameters; undefined when this leaves the path to Next. */
  match(pathname: string): { file: string; params: Record<string, string> } | undefined;
}

/** The API routes of a build (`.next/server/pages-manifest.json`), for scripts/serve.ts. */
export function directApiRoutes(distDir: string, load: LoadRouteModule): DirectApiRoutes {
  const serverDir = path.resolve(distDir, 'server');
  const manifest = JSON.parse(
    readFileSync(path.join(serverDir, 'pages-manifest.json'), 'utf8'),
  ) as Record<string, string>;
  return directApiRoutesOf(manifest, (file) => load(path.join(serverDir, file)));
}

/** The API routes of a pages manifest (route -> compiled module), loaded with `load`. */
export function directApiRoutesOf(
  manifest: Record<string, string>,
  load: LoadRouteModule,
): DirectApiRoutes {
  const exact = new Map<string, ApiRoute>();
  const withParams: ApiRoute[] = [];
  for (const [page, file] of Object.entries(manifest)) {
    if (!page.startsWith('/api/')) continue;
    const parts = page.split('/').slice(1);
    // A catch-all ([...path], [[...path]]) is left to Next, as is any other bracket syntax.
    if (parts.some((part) => /[[\]]/.test(part) && !isParam(part))) continue;
    const segments = parts.map((part) => (isParam(part) ? { param: part.slice(1, -1) } : part));
    if (segments.every((segment) => typeof segment === 'string'))
      exact.set(page, { file, segments });
    else withParams.push({ file, segments });
  }
  // Next's precedence: segment by segment, a name before a parameter.
  withParams.sort((a, b) => (precedence(a) < precedence(b) ? -1 : 1));

  const match = (pathname: string) => {
    const route = exact.get(pathname);
    if (route) return { file: route.file, params: {} };
    const parts = pathname.split('/').slice(1);
    for (const candidate of withParams) {
      if (candidate.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matches = candidate.segments.every((segment, i) => {
        const part = parts[i]!;
        if (typeof segment === 'string') return part === segment;
        params[segment.param] = part;
        return part !== '';
      });
      if (!matches) continue;
      try {
        for (const name of Object.keys(params)) params[name] = decodeURIComponent(params[name]!);
      } catch {
        return undefined; // a malformed escape: Next answers it
      }
      return { file: candidate.file, params };
    }
    return undefined;
  };

  /** Handlers by module: a handler to call, null when Next must answer, a promise while loading. */
  const handlers = new Map<string, RouteHandler | null | Promise<void>>();
  const startLoading = (file: string) => {
    const loading = Promise.resolve()
      .then(() => load(file))
      .then(
        (routeModule) => {
          const handler = (routeModule as { default?: RouteHandler } | null)?.default;
          handlers.set(file, typeof handler === 'function' && handler.direct ? handler : null);
        },
        () => {
          handlers.set(file, null); // Next will answer, and report the failure itself
        },
      );
    handlers.set(file, loading);
  };

  return {
    match,
    serve(req, res) {
      const url = req.url ?? '/';
      const queryAt = url.indexOf('?');
      const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
      if (!pathname.startsWith('/api/')) return false;
      const route = match(pathname);
      if (!route) return false;
      const handler = handlers.get(route.file);
      if (handler === undefined) startLoading(route.file);
      if (typeof handler !== 'function') return false;
      const search = queryAt === -1 ? '' : url.slice(queryAt + 1);
      Object.assign(req, { query: { ...queryOf(search), ...route.params } });
      Promise.resolve()
        .then(() => handler(req, res))
        .catch(() => {
          // apiHandler answers whatever its handler throws; this is a last resort.
          if (res.headersSent) return res.end();
          res.statusCode = 500;
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(
            JSON.stringify({
              code: 500,
              title: statusTitles[500],
              message: unexpectedErrorMessage,
            }),
          );
        });
      return true;
    },
  };
}

/** A segment that takes one parameter: `[storeId]`. */
function isParam(part: string): boolean {
  return /^\[\w+\]$/.test(part);
}

/** A route's order among routes of its length: a name ('0') before a parameter ('1'). */
function precedence(route: ApiRoute): string {
  return route.segments.map((segment) => (typeof segment === 'string' ? '0' : '1')).join('');
}

/** The query as Next.js gives it: a name sent once is a string, a name sent again an array. */
export function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const earlier = query[name];
    query[name] = earlier === undefined ? value : [...[earlier].flat(), value];
  }
  return query;
}
