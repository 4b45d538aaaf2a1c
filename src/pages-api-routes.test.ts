import 'next-test-api-route-handler'; // must be the first import
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fetchRoute } from '@/lib/http/testing/call-route';
import notFoundRoute from '@/pages/api/[[...path]]';

process.env.LOG_LEVEL = 'silent';

/**
 * Every API route is a thin file over apiHandler (STYLE 8), and tells Next.js to leave the body to
 * it: Next's own parser answers bad JSON and big bodies in plain text, outside the error contract.
 * Next.js reads `config` from the route module itself, so each file must say it.
 */
const apiDir = path.join(process.cwd(), 'src/pages/api');
const routes = readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => [file, readFileSync(path.join(apiDir, file), 'utf8')] as const);

describe('API route files', () => {
  it('are all found', () => {
    expect(routes.length).toBeGreaterThan(25);
  });

  it.each(routes)('%s answers through apiHandler', (_file, source) => {
    expect(source).toMatch(/^export default (apiHandler|nextApiHandler)\(/m);
  });

  // Handlers see Node's request and response; only these need Next's own response helpers.
  it("use Next.js's helpers only to enter or leave draft mode or to revalidate pages", () => {
    const throughNext = routes
      .filter(([, source]) => /^export default nextApiHandler\(/m.test(source))
      .map(([file]) => file)
      .sort();
    expect(throughNext).toEqual(['draft/disable.ts', 'draft/index.ts', 'revalidate.ts']);
  });

  // Next reads a route's `config` from its own file, statically: an object literal, never
  // re-exported from a shared module (https://nextjs.org/docs/messages/invalid-page-config). So
  // each route says it in one line, and this test keeps every one saying it.
  it.each(routes)('%s leaves the body to apiHandler', (_file, source) => {
    expect(source).toContain('export const config = { api: { bodyParser: false } };');
  });
});

describe('an /api path no route answers', () => {
  const notFound = { code: 404, title: 'Not Found', message: 'There is no API at this address.' };

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])(
    'is a JSON 404 to %s, never cached',
    async (method) => {
      let cacheControl: string | null = null;
      const { status, text } = await fetchRoute(notFoundRoute, {
        method,
        params: { path: ['no', 'such', 'thing'] },
        onResponse: (response) => {
          cacheControl = response.headers.get('cache-control');
        },
      });
      expect(status).toBe(404);
      expect(JSON.parse(text)).toEqual(notFound);
      expect(cacheControl).toBe('no-store');
    },
  );

  it('is a 404 whatever the body: neither 400 for bad JSON nor 413 for a big one', async () => {
    for (const body of ['{"unterminated": ', JSON.stringify({ text: 'x'.repeat(100_000) })]) {
      const { status, text } = await fetchRoute(notFoundRoute, {
        method: 'POST',
        params: { path: ['nope'] },
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(status).toBe(404);
      expect(JSON.parse(text)).toEqual(notFound);
    }
  });
});
