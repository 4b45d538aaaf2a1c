import { gunzipSync } from 'node:zlib';
import { formatLoad, loadPage } from '../load';
import { startNginx } from '../nginx';
import { localURL, ports } from '../ports';
import { rawGet, untilHit } from '../raw-get';
import { atLeastTimes, atMostTimes, type BudgetResult } from '../report';
import { using, type Section } from '../section';
import { buildOnce, freshSiteData, migrate, siteEnv, startSite } from '../site';
import { startVarnish } from '../varnish';

// Issue 31: a cached content page through Varnish against nginx serving the same gzipped HTML
// from disk (gzip_static), at 10 and 50 connections: >= 0.8x its req/s, p99 <= 1.5x its p99.

/** The cached content pages measured (each its own budgets). */
export const varnishPages = ['/about-us', '/restaurants/london/soho'];
export const varnishConnections = [10, 50];

/** The X-Cache-Hits Varnish reports for `url` now. */
async function hits(url: string): Promise<number> {
  return Number((await rawGet(url)).headers['x-cache-hits'] ?? 0);
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
          await using(startNginx(ports.nginx, cached.body), async (nginx) => {
            const fromDisk = await rawGet(nginx.pageURL);
            if (
              !fromDisk.body.equals(cached.body) ||
              fromDisk.headers['content-encoding'] !== 'gzip'
            ) {
              throw new Error('nginx does not send the same gzipped bytes as Varnish');
            }
            for (const connections of varnishConnections) {
              const bounds = { connections, seconds };
              await loadPage('warm-up', nginx.pageURL, { connections, seconds: 1 });
              await loadPage('warm-up', varnish.baseURL + path, { connections, seconds: 1 });
              const reference = await loadPage(
                `nginx ${path} (${connections} c)`,
                nginx.pageURL,
                bounds,
              );
              const before = await hits(varnish.baseURL + path);
              const tier = await loadPage(
                `Varnish ${path} (${connections} c)`,
                varnish.baseURL + path,
                bounds,
              );
              // Every request after `before` counts: the load's openings, its requests, this one.
              const fromCache = (await hits(varnish.baseURL + path)) - before - 1 - connections;
              const answered = Object.values(tier.statuses).reduce((sum, n) => sum + n, 0);
              log(formatLoad(reference));
              log(formatLoad(tier));
              log(`  Varnish answered ${fromCache} of its ${answered} from its cache`);
              const failures = tier.errors + tier.non2xx + reference.errors + reference.non2xx;
              budgets.push(
                atLeastTimes(
                  'varnish',
                  `${path} req/s vs nginx, ${connections} conns`,
                  tier.requestsPerSecond,
                  reference.requestsPerSecond,
                  0.8,
                  failures,
                ),
                atMostTimes(
                  'varnish',
                  `${path} p99 vs nginx, ${connections} conns`,
                  tier.p99Ms,
                  reference.p99Ms,
                  1.5,
                ),
              );
            }
          });
        }
      }),
    );
  } finally {
    data.remove();
  }
  return budgets;
};
