import { gunzipSync } from 'node:zlib';
import { formatLoad, loadPage } from '../load';
import { pageHeaders, startNginx } from '../nginx';
import { localURL, ports } from '../ports';
import { rawGet, untilHit } from '../raw-get';
import { atLeastTimes, atMostTimes, type BudgetResult } from '../report';
import { alternatingRounds, medianRound, roundRatios } from '../rounds';
import { using, type Section } from '../section';
import { buildOnce, freshSiteData, migrate, siteEnv, startSite } from '../site';
import { startVarnish } from '../varnish';

// Issue 31: a cached content page through Varnish against nginx serving the same gzipped HTML
// from disk (gzip_static), at 10 and 50 connections: >= 0.8x its req/s, p99 <= 1.5x its p99.
//
// Each is measured in rounds, nginx and Varnish one after the other in alternating order, and the
// budget is the median round's (bench/rounds.ts), as in the `next` section: at 30,000-60,000
// requests a second the load generator shares the two cores with the server it loads, and nginx
// alone served the same page at 10 connections at 62,700 req/s in one run and 41,400 in the next
// (2026-11-30).

/** The cached content pages measured (each its own budgets). */
export const varnishPages = ['/about-us', '/restaurants/london/soho'];
export const varnishConnections = [10, 50];
/** Odd, so one round is the median. */
const rounds = 5;

/** The X-Cache-Hits Varnish reports for `url` now. */
async function hits(url: string): Promise<number> {
  return Number((await rawGet(url)).headers['x-cache-hits'] ?? 0);
}

/**
 * One page at one number of connections: `rounds` alternating rounds of nginx and Varnish, and
 * the budgets of the median round.
 */
async function measure(
  path: string,
  connections: number,
  urls: { nginx: string; varnish: string },
  seconds: number,
  log: (line: string) => void,
): Promise<BudgetResult[]> {
  const slice = { connections, seconds: Math.max(1, seconds / 2) };
  await loadPage('warm-up', urls.nginx, { connections, seconds: 1 });
  await loadPage('warm-up', urls.varnish, { connections, seconds: 1 });
  let fromCache = 0;
  let answered = 0;
  const fromDisk = () => loadPage(`nginx ${path} (${connections} c)`, urls.nginx, slice);
  const throughVarnish = async () => {
    const before = await hits(urls.varnish);
    const load = await loadPage(`Varnish ${path} (${connections} c)`, urls.varnish, slice);
    // Every request after `before` counts: the load's openings, its requests, the next line's.
    fromCache += (await hits(urls.varnish)) - before - 1 - connections;
    answered += Object.values(load.statuses).reduce((sum, n) => sum + n, 0);
    return load;
  };
  const measured = await alternatingRounds(rounds, fromDisk, throughVarnish);
  const { load: tier, reference } = medianRound(measured);
  log(formatLoad(reference));
  log(formatLoad(tier));
  log(`    round by round: ${roundRatios(measured)}`);
  log(`  Varnish answered ${fromCache} of its ${answered} from its cache`);
  const failures = measured.reduce(
    (sum, round) =>
      sum + round.load.errors + round.load.non2xx + round.reference.errors + round.reference.non2xx,
    0,
  );
  return [
    atLeastTimes(
      'varnish',
      `${path} req/s vs nginx, ${connections} conns, median of ${rounds} rounds`,
      tier.requestsPerSecond,
      reference.requestsPerSecond,
      0.8,
      failures,
    ),
    atMostTimes(
      'varnish',
      `${path} p99 vs nginx, ${connections} conns, median round`,
      tier.p99Ms,
      reference.p99Ms,
      1.5,
    ),
  ];
}

export const varnishSection: Section = async ({ seconds, log }) => {
  await buildOnce();
  const data = freshSiteData();
  const varnishURL = localURL(ports.varnish);
  const env = siteEnv(data, { CDN_PURGE: 'varnish', CDN_PURGE_URL: varnishURL });
  await migrate(env);
  const budgets: BudgetResult[] = [];
  try {
    await using(startVarnish(ports.varnish, [ports.site]), async (varnish) =>
      using(startSite(ports.site, env), async () => {
        for (const path of varnishPages) {
          const cached = await untilHit(varnish.baseURL + path);
          if (cached.status !== 200 || cached.headers['content-encoding'] !== 'gzip') {
            throw new Error(`${path} through Varnish: ${cached.status}, not a gzipped page`);
          }
          const html = gunzipSync(cached.body).length;
          log(`${path}: ${cached.body.length} B gzip (${html} B of HTML), the same file for nginx`);
          await using(
            startNginx(ports.nginx, cached.body, pageHeaders(cached.headers)),
            async (nginx) => {
              const served = await rawGet(nginx.pageURL);
              if (
                !served.body.equals(cached.body) ||
                served.headers['content-encoding'] !== 'gzip'
              ) {
                throw new Error('nginx does not send the same gzipped bytes as Varnish');
              }
              for (const connections of varnishConnections) {
                const urls = { nginx: nginx.pageURL, varnish: varnish.baseURL + path };
                budgets.push(...(await measure(path, connections, urls, seconds, log)));
              }
            },
          );
        }
      }),
    );
  } finally {
    data.remove();
  }
  return budgets;
};
