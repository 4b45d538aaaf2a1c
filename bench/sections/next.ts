import { baselinePaths, buildBaseline, startBaseline } from '../baseline';
import { formatLoad, loadPage, type LoadResult } from '../load';
import { ports } from '../ports';
import { rawGet } from '../raw-get';
import { atLeastTimes, atMostTimes, type BudgetResult } from '../report';
import { using, type Section } from '../section';
import { buildOnce, freshSiteData, migrate, siteEnv, startSite } from '../site';

// Issue 31: a cached content page from Next alone (no cache tier: `npm start`'s standalone server,
// its embedded defaults) against the minimal Next SSR page of the bench's own app, at 10
// connections: >= 1.0x its req/s, p99 no worse than its p99.

/** Cached content pages of each kind, each with its own budgets. */
export const nextPages = ['/about-us', '/', '/restaurants/london/soho', '/menu/main-menu'];
const connections = 10;

/** The mean of two loads of the reference, one before the pages and one after: the machine drifts. */
function mean(name: string, a: LoadResult, b: LoadResult): LoadResult {
  return {
    ...a,
    name,
    requestsPerSecond: Math.round((a.requestsPerSecond + b.requestsPerSecond) / 2),
    p50Ms: (a.p50Ms + b.p50Ms) / 2,
    p99Ms: (a.p99Ms + b.p99Ms) / 2,
    errors: a.errors + b.errors,
    non2xx: a.non2xx + b.non2xx,
  };
}

export const nextSection: Section = async ({ seconds, log }) => {
  await buildOnce();
  const baselineDir = await buildBaseline();
  const data = freshSiteData();
  const env = siteEnv(data);
  await migrate(env);
  const bounds = { connections, seconds };
  try {
    return await using(startBaseline(baselineDir, ports.baseline), (baseline) =>
      using(startSite(ports.site, env), async (site) => {
        const ssrURL = baseline.baseURL + baselinePaths.ssr;
        await loadPage('warm-up', ssrURL, { connections, seconds: 1 });
        const before = await loadPage(`minimal SSR ${baselinePaths.ssr}`, ssrURL, bounds);
        log(formatLoad(before));
        const loads: LoadResult[] = [];
        for (const path of nextPages) {
          // The first request renders the page (and caches it), the warm-up serves it from the cache.
          const first = await rawGet(site.baseURL + path);
          await loadPage('warm-up', site.baseURL + path, { connections, seconds: 1 });
          const load = await loadPage(
            `${path} (${first.body.length} B gzip)`,
            site.baseURL + path,
            bounds,
          );
          log(formatLoad(load));
          loads.push(load);
        }
        const after = await loadPage(`minimal SSR ${baselinePaths.ssr}`, ssrURL, bounds);
        log(formatLoad(after));
        const reference = mean('minimal SSR', before, after);
        log(
          `  the minimal SSR page, mean of before and after: ${reference.requestsPerSecond} req/s, p99 ${reference.p99Ms.toFixed(2)} ms`,
        );
        const budgets: BudgetResult[] = [];
        nextPages.forEach((path, i) => {
          const load = loads[i]!;
          budgets.push(
            atLeastTimes(
              'next',
              `${path} req/s vs minimal SSR, ${connections} conns`,
              load.requestsPerSecond,
              reference.requestsPerSecond,
              1,
              load.errors + load.non2xx,
            ),
            atMostTimes(
              'next',
              `${path} p99 vs minimal SSR, ${connections} conns`,
              load.p99Ms,
              reference.p99Ms,
              1,
            ),
          );
        });
        return budgets;
      }),
    );
  } finally {
    data.remove();
  }
};
