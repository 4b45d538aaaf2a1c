import { gunzipSync } from 'node:zlib';
import { pageHtml } from '../testing/next-like-backend';
import {
  cacheStates,
  pause,
  reachedApps,
  visit,
  type Check,
  type TierUnderTest,
} from './tier-under-test';

/** What tavola.vcl caches, for how long, in which encoding, and what the app sees of the visitor. */
export async function cachingChecks(tier: TierUnderTest): Promise<Check[]> {
  return [
    await pageIsCached(tier),
    await buildFilesAreCached(tier),
    await gzipAndIdentity(tier),
    await forwardedFor(tier),
    await staleWhileRevalidate(tier),
    await staleWhileTheAppFails(tier),
    await everyAppServes(tier),
  ];
}

async function pageIsCached(tier: TierUnderTest): Promise<Check> {
  const answers: string[] = [];
  let xkey: string | undefined;
  let hits: string | undefined;
  const reached = await reachedApps(
    tier,
    async () => {
      for (let i = 0; i < 3; i++) {
        const answer = await visit(tier, '/about-us');
        answers.push(`${answer.status} ${answer.headers['x-cache']}`);
        xkey ??= answer.headers.xkey;
        hits = answer.headers['x-cache-hits'];
      }
    },
    '/about-us',
  );
  return {
    name: 'a page is a MISS, then a HIT, and visitors never see its surrogate keys',
    ok:
      answers.join(', ') === '200 MISS, 200 HIT, 200 HIT' &&
      hits === '2' &&
      reached.length === 1 &&
      xkey === undefined,
    detail: `${answers.join(', ')} (hits ${hits}); the app was asked ${reached.length} time(s); xkey seen: ${xkey ?? 'no'}`,
  };
}

async function buildFilesAreCached(tier: TierUnderTest): Promise<Check> {
  const path = '/_next/static/chunks/main-abc123.js';
  const states = await cacheStates(tier, path, 2);
  return {
    name: '/_next/static/* is cached by its Cache-Control',
    ok: states === 'MISS HIT',
    detail: states,
  };
}

async function gzipAndIdentity(tier: TierUnderTest): Promise<Check> {
  const path = '/gzip-test';
  const expected = pageHtml(path);
  const gzip = { headers: { 'accept-encoding': 'gzip, deflate, br' } };
  let outcome = '';
  const reached = await reachedApps(
    tier,
    async () => {
      const answers = [
        await visit(tier, path, gzip),
        await visit(tier, path),
        await visit(tier, path, gzip),
        await visit(tier, path),
      ];
      const bodies = answers.map((answer) =>
        answer.headers['content-encoding'] === 'gzip'
          ? gunzipSync(answer.body).toString()
          : answer.body.toString(),
      );
      const encodings = answers.map((answer) => answer.headers['content-encoding'] ?? 'identity');
      outcome = `${encodings.join(' ')}; ${answers.map((answer) => answer.headers['x-cache']).join(' ')}; bodies ${bodies.every((body) => body === expected) ? 'all the page' : 'differ'}`;
    },
    path,
  );
  return {
    name: 'Varnish keeps one gzip copy of a page: gzip visitors get it as it is, others unzipped',
    ok:
      outcome === 'gzip identity gzip identity; MISS HIT HIT HIT; bodies all the page' &&
      reached.length === 1 &&
      reached[0]!.acceptEncoding === 'gzip',
    detail: `${outcome}; the app was asked ${reached.length} time(s), with Accept-Encoding ${reached.map((request) => request.acceptEncoding).join(', ')}`,
  };
}

async function forwardedFor(tier: TierUnderTest): Promise<Check> {
  const seen = async (options: Parameters<typeof visit>[2]) =>
    (
      JSON.parse((await visit(tier, '/api/echo', options)).body.toString()) as {
        forwardedFor?: string;
      }
    ).forwardedFor;
  const direct = await seen({});
  const other = await seen({ localAddress: '127.0.0.2' });
  const behind = await seen({ headers: { 'x-forwarded-for': '203.0.113.7' } });
  return {
    name: "the app gets the visitor's address in X-Forwarded-For, appended to any it came with",
    ok: direct === '127.0.0.1' && other === '127.0.0.2' && behind === '203.0.113.7, 127.0.0.1',
    detail: `from 127.0.0.1: ${direct}; from 127.0.0.2: ${other}; with one already: ${behind}`,
  };
}

async function staleWhileRevalidate(tier: TierUnderTest): Promise<Check> {
  // /short: s-maxage=1, stale-while-revalidate=300.
  const first = await cacheStates(tier, '/short', 1);
  await pause(1500);
  let stale = '';
  const reached = await reachedApps(
    tier,
    async () => {
      const started = Date.now();
      const answer = await visit(tier, '/short');
      stale = `${answer.headers['x-cache']} (age ${answer.headers.age}) in ${Date.now() - started} ms`;
      await pause(500); // the background fetch
    },
    '/short',
  );
  const fresh = await cacheStates(tier, '/short', 1);
  return {
    name: 'a page past its s-maxage is served stale (its stale-while-revalidate) while it is fetched again',
    ok: first === 'MISS' && stale.startsWith('HIT') && reached.length === 1 && fresh === 'HIT',
    detail: `first ${first}; 1.5 s later ${stale}; the app was asked ${reached.length} time(s) meanwhile; then ${fresh}`,
  };
}

async function staleWhileTheAppFails(tier: TierUnderTest): Promise<Check> {
  // /flaky: s-maxage=1; the app answers it once, then fails with 500.
  const first = await visit(tier, '/flaky');
  await pause(1500);
  const during = await visit(tier, '/flaky');
  await pause(500); // the background fetch, which fails
  const after = await visit(tier, '/flaky');
  const expected = pageHtml('/flaky');
  const ok = (answer: typeof first) => answer.status === 200 && answer.body.toString() === expected;
  return {
    name: 'a page whose app fails while it is fetched again is still served from the cache',
    ok: ok(first) && ok(during) && ok(after) && after.headers['x-cache'] === 'HIT',
    detail: `first ${first.status}, then ${during.status} ${during.headers['x-cache']}, after the failed fetch ${after.status} ${after.headers['x-cache']}`,
  };
}

async function everyAppServes(tier: TierUnderTest): Promise<Check> {
  const reached = await reachedApps(tier, async () => {
    for (let i = 0; i < 4; i++) await visit(tier, '/api/echo');
  });
  const apps = reached.map((request) => request.app);
  return {
    name: 'the app processes behind the round-robin director take turns',
    ok: new Set(apps).size === 2,
    detail: `4 API requests went to apps ${apps.join(', ')}`,
  };
}
