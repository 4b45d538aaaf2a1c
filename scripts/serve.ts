// Serves the production build in .next (`npm start` runs it after building): Next.js's own request
// handler, behind the one check Next cannot be told to make. Next answers a path with repeated
// slashes (or a backslash) with a 308 before the proxy sees it; spec 1 §2 wants a 301, so that
// path is collapsed here, with the rule the proxy uses (src/features/redirects), query kept. Every
// other redirect is the proxy's (src/proxy.ts). In front of Next, the front cache answers repeat
// requests for cached pages itself (src/features/page-cache/server/front-cache.ts). The security
// headers of every response are set here (src/lib/http/security-headers.js), the location
// finder's paths rewritten to its API (src/lib/http/rewrites.js), and the API routes apiHandler
// made for Node's request and response answered without Next's router
// (src/lib/http/direct-api-routes.ts).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import next from 'next';
import { createFrontCache, installFrontCache } from '../src/features/page-cache/server/front-cache';
import { collapsedLocation } from '../src/features/redirects/redirect-path';
import { directApiRoutes } from '../src/lib/http/direct-api-routes';
import { rewrittenUrl } from '../src/lib/http/rewrites.js';
import { securityHeadersFor } from '../src/lib/http/security-headers.js';

const port = Number(process.env.PORT ?? 3000);

async function main() {
  const app = next({ dev: false, port, hostname: 'localhost' });
  const handle = app.getRequestHandler();
  const front = createFrontCache();
  installFrontCache(front);
  await app.prepare();
  // Each route module from Node's module cache: the very copy Next.js loads.
  const load = createRequire(path.resolve('package.json'));
  const api = directApiRoutes('.next', (file) => load(file));
  const server = createServer((req, res) => {
    // Set here, once, rather than by next.config.js's `headers()` (see security-headers.js).
    for (const { key, value } of securityHeadersFor(req.headers.cookie)) res.setHeader(key, value);
    const location = collapsedLocation(req.url ?? '/');
    if (location === null) {
      // Set here rather than by next.config.js's `rewrites()` (see rewrites.js).
      req.url = rewrittenUrl(req.url ?? '/') ?? req.url;
      if (api.serve(req, res)) return;
      if (front.serve(req, res)) return;
      front.capture(req, res);
      void handle(req, res);
      return;
    }
    res.writeHead(301, { Location: location, 'Content-Type': 'text/plain' }).end(location);
  });
  server.listen(port, () => console.log(`Tavola on http://localhost:${port}`));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 5000).unref();
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
