import { cacheStates, reachedApps, visit, type Check, type TierUnderTest } from './tier-under-test';

/** What tavola.vcl never caches: it always reaches the app. */
export async function passChecks(tier: TierUnderTest): Promise<Check[]> {
  return [
    await apiReachesTheApp(tier),
    await absoluteFormReachesTheApp(tier),
    await draftModeReachesTheApp(tier),
    await visitorCookiesDoNotSplitTheCache(tier),
    await uncacheableAnswersReachTheApp(tier),
    await writesReachTheApp(tier),
  ];
}

async function apiReachesTheApp(tier: TierUnderTest): Promise<Check> {
  const paths = ['/api/v1/content/page/about-us', '/cdg/geo/london'];
  const reached = await reachedApps(tier, async () => {
    for (const path of paths) await cacheStates(tier, path, 2);
  });
  return {
    name: '/api/* and /cdg/* always reach the app, even when their answers say public',
    ok: reached.length === 4,
    detail: `4 requests, ${reached.length} reached the app`,
  };
}

async function absoluteFormReachesTheApp(tier: TierUnderTest): Promise<Check> {
  const target = 'http://www.tavola.example/api/v1/content/page/menus';
  const reached = await reachedApps(tier, async () => {
    for (let i = 0; i < 2; i++) await visit(tier, '/', { target });
  });
  return {
    name: 'a request in absolute form (GET http://host/api/...) is read by its path, and passed',
    ok:
      reached.length === 2 &&
      reached.every((request) => request.url === '/api/v1/content/page/menus'),
    detail: `${reached.length} of 2 reached the app, as ${reached.map((request) => request.url).join(', ')}`,
  };
}

async function draftModeReachesTheApp(tier: TierUnderTest): Promise<Check> {
  await visit(tier, '/about-us'); // cached
  const cookies = ['__prerender_bypass=1a2b3c', 'consent=all; __next_preview_data=eyJhbGc'];
  const seen: (string | undefined)[] = [];
  const reached = await reachedApps(
    tier,
    async () => {
      for (const cookie of cookies) {
        for (let i = 0; i < 2; i++) {
          seen.push((await visit(tier, '/about-us', { headers: { cookie } })).headers['x-cache']);
        }
      }
    },
    '/about-us',
  );
  return {
    name: "draft mode (Next.js's __prerender_bypass or __next_preview_data) always reaches the app",
    ok:
      reached.length === 4 &&
      reached.every((request, i) => request.cookie === cookies[Math.floor(i / 2)]),
    detail: `${reached.length} of 4 reached the app, with their cookies (${seen.join(' ')})`,
  };
}

async function visitorCookiesDoNotSplitTheCache(tier: TierUnderTest): Promise<Check> {
  let states = '';
  const reached = await reachedApps(
    tier,
    async () => {
      states = await cacheStates(tier, '/menus', 1, { headers: { cookie: 'consent=all' } });
      states += ` ${await cacheStates(tier, '/menus', 1, { headers: { cookie: 'consent=none' } })}`;
      states += ` ${await cacheStates(tier, '/menus', 1)}`;
    },
    '/menus',
  );
  return {
    name: "a visitor's own cookies are not sent to the app and do not split the cache",
    ok: states === 'MISS HIT HIT' && reached.length === 1 && reached[0]!.cookie === undefined,
    detail: `${states}; the app got cookie: ${reached[0]?.cookie ?? '(none)'}`,
  };
}

async function uncacheableAnswersReachTheApp(tier: TierUnderTest): Promise<Check> {
  const paths = ['/with-cookie', '/private', '/no-cache-control'];
  const reached = await reachedApps(tier, async () => {
    for (const path of paths) await cacheStates(tier, path, 2);
  });
  const count = (path: string) => reached.filter((request) => request.url === path).length;
  return {
    name: 'answers with Set-Cookie, private/no-store, or no Cache-Control are never cached',
    ok: paths.every((path) => count(path) === 2),
    detail: paths.map((path) => `${path}: ${count(path)} of 2 reached the app`).join(', '),
  };
}

async function writesReachTheApp(tier: TierUnderTest): Promise<Check> {
  await visit(tier, '/about-us'); // cached
  const reached = await reachedApps(
    tier,
    async () => {
      await visit(tier, '/about-us', { method: 'POST' });
      await visit(tier, '/about-us', { method: 'DELETE' });
    },
    '/about-us',
  );
  return {
    name: 'writes (POST, DELETE) reach the app, never the cache',
    ok: reached.map((request) => request.method).join(' ') === 'POST DELETE',
    detail: `the app got: ${reached.map((request) => request.method).join(' ') || 'nothing'}`,
  };
}
