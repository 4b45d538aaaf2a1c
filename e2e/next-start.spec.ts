import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIResponse } from '@playwright/test';
import { serverEnv } from './support/server-env';

// `npm start` runs Next's standalone server; `next start` must serve the same build the same way:
// every header of every kind of route (pages, the 404, a redirect, the API, a rewrite, a build file)
// comes from Next's own config and proxy, not from whichever server runs it.

const port = Number(process.env.E2E_PORT ?? 3100) + 2;
const nextStart = `http://127.0.0.1:${port}`;

/** Headers that differ between any two answers (the moment, a request's id, a render's tag). */
const perAnswer = new Set([
  'date',
  'etag',
  'x-request-id',
  'keep-alive',
  'connection',
  'x-nextjs-cache',
  'x-nextjs-stale-time',
  'transfer-encoding',
  'content-length',
  'vary',
]);

let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const env = {
    ...process.env,
    ...serverEnv,
    NODE_ENV: 'production',
    SITE_URL: 'http://127.0.0.1:3100',
    PGLITE_DIR: '.data/e2e-next-start',
  } as NodeJS.ProcessEnv;
  await new Promise<void>((resolve, reject) =>
    spawn('node_modules/.bin/tsx', ['scripts/migrate.ts'], { env, stdio: 'ignore' }).on(
      'exit',
      (code) => (code === 0 ? resolve() : reject(new Error(`migrate: ${code}`))),
    ),
  );
  server = spawn('node_modules/.bin/next', ['start', '-p', String(port)], {
    env,
    stdio: 'ignore',
    detached: true, // its own process group: `next start` forks its server
  });
  await expect
    .poll(
      () =>
        fetch(`${nextStart}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 90_000,
      },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

const routes = [
  '/',
  '/about-us',
  '/restaurants/london/soho',
  '/no-such-page',
  '/about-us/',
  '/book-a-table',
  '/api/health',
  '/api/v1/content/brand-settings',
  '/cdg/geo/regionmap?brandKey=tavola&path=/london',
  '/robots.txt',
];

test('next start answers every kind of route with the same status and headers as npm start', async ({
  request,
  baseURL,
}) => {
  for (const route of routes) {
    const [standalone, started] = (await Promise.all(
      [baseURL!, nextStart].map((base) => request.get(`${base}${route}`, { maxRedirects: 0 })),
    )) as [APIResponse, APIResponse];
    const headers = (answer: APIResponse) =>
      Object.fromEntries(
        answer
          .headersArray()
          .filter(({ name }) => !perAnswer.has(name.toLowerCase()))
          .map(({ name, value }) => [name.toLowerCase(), value]),
      );
    expect({ route, status: started.status(), headers: headers(started) }).toEqual({
      route,
      status: standalone.status(),
      headers: headers(standalone),
    });
  }
});
