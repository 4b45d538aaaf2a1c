import { gunzipSync } from 'node:zlib';
import { baselinePaths, buildBaseline, startBaseline } from '../baseline';
import { formatLoad, loadPage } from '../load';
import { ports } from '../ports';
import { rawGet } from '../raw-get';
import { atLeastTimes, atMostTimes, type BudgetResult } from '../report';
import { medianRound, roundRatios, type Round } from '../rounds';
import { using, type Section } from '../section';
import { buildOnce, freshSiteData, migrate, siteEnv, startSite } from '../site';

// Issue 31: a cached content page from Next alone (no cache tier: `npm start`'s standalone server,
// its embedded defaults) against the minimal Next SSR page of the bench's own app, at 10
// connections: >= 1.0x its req/s, p99 no worse than its p99.
//
// Each page is measured in rounds: the minimal page and the site's page one after the other, in
// alternating order, and the budget is the median round's (bench/rounds.ts). This machine drifts
// by a third within one run (the minimal page alone: 650 then 845 req/s), which a mean of the
// reference before and after every page did not cancel.
//
// Each round also measures the minimal app's page of the same size (its /sized/[bytes] page,
// cached by Next as the site's pages are), for the report only: what Next itself costs to serve
// that many bytes, gzipped per request, whatever the site does.

/** Cached content pages of each kind, each with its own budgets. */
export const nextPages = ['/about-us', '/', '/restaurants/london/soho', '/menu/main-menu'];
const connections = 10;
/** Odd, so one round is the median. */
const rounds = 5;

export const nextSection: Section = async ({ seconds, log }) => {
  await buildOnce();
  const baselineDir = await buildBaseline();
  const data = freshSiteData();
  const env = siteEnv(data);
  await migrate(env);
  const slice = { connections, seconds: Math.max(1, seconds / 2) };
  try {
    return await using(startBaseline(baselineDir, ports.baseline), (baseline) =>
      using(startSite(ports.site, env), async (site) => {
        const ssrURL = baseline.baseURL + baselinePaths.ssr;
        const reference = () => loadPage(`minimal SSR ${baselinePaths.ssr}`, ssrURL, slice);
        await loadPage('warm-up', ssrURL, { connections, seconds: 1 });
        log(
          `  ${rounds} rounds a page, each the minimal SSR page and the page for ${slice.seconds} s, in alternating order; the median round:`,
        );
        const budgets: BudgetResult[] = [];
        for (const path of nextPages) {
          // The first request renders the page (and caches it), the warm-up serves it from the cache.
          const first = await rawGet(site.baseURL + path);
          await loadPage('warm-up', site.baseURL + path, { connections, seconds: 1 });
          const page = () =>
            loadPage(`${path} (${first.body.length} B gzip)`, site.baseURL + path, slice);
          const bytes = gunzipSync(first.body).length;
          const sizedURL = `${baseline.baseURL}/sized/${bytes}`;
          const sizedFirst = await rawGet(sizedURL);
          await loadPage('warm-up', sizedURL, { connections, seconds: 1 });
          const sized = () =>
            loadPage(`minimal app, ${bytes} B (${sizedFirst.body.length} B gzip)`, sizedURL, slice);
          const measured: Round[] = [];
          const sizedRounds: Round[] = [];
          for (let round = 0; round < rounds; round++) {
            if (round % 2 === 0) {
              const ref = await reference();
              measured.push({ reference: ref, load: await page() });
              sizedRounds.push({ reference: ref, load: await sized() });
            } else {
              const load = await page();
              const bare = await sized();
              const ref = await reference();
              measured.push({ load, reference: ref });
              sizedRounds.push({ load: bare, reference: ref });
            }
          }
          const median = medianRound(measured);
          log(formatLoad(median.reference));
          log(formatLoad(median.load));
          log(`    round by round: ${roundRatios(measured)}`);
          log(formatLoad(medianRound(sizedRounds).load));
          log(
            `    the minimal app's page of its size, round by round: ${roundRatios(sizedRounds)}`,
          );
          const failures = measured.reduce(
            (sum, round) => sum + round.load.errors + round.load.non2xx,
            0,
          );
          budgets.push(
            atLeastTimes(
              'next',
              `${path} req/s vs minimal SSR, ${connections} conns, median of ${rounds} rounds`,
              median.load.requestsPerSecond,
              median.reference.requestsPerSecond,
              1,
              failures,
            ),
            atMostTimes(
              'next',
              `${path} p99 vs minimal SSR, ${connections} conns, median round`,
              median.load.p99Ms,
              median.reference.p99Ms,
              1,
            ),
          );
        }
        return budgets;
      }),
    );
  } finally {
    data.remove();
  }
};
