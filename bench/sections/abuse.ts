import { longPath } from '../long-paths';
import { ports } from '../ports';
import { formatMs, under, type BudgetResult } from '../report';
import { using, type Section } from '../section';
import { collectGarbage } from '../server-gc';
import { residentBytes } from '../server-process';
import { buildOnce, freshSiteData, migrate, siteEnv, startSite } from '../site';

// Issue 32: what abuse costs one Next process. The RSS growth under 20,000 distinct long page paths
// (< 50 MB), and /api/health's answer time while Redis refuses connections (< 100 ms).

const floodRequests = Math.max(100, Number(process.env.BENCH_FLOOD ?? 20_000));
const warmUpRequests = Math.ceil(floodRequests / 10);
const concurrency = 16;
const floodDeadlineMs = 420_000;
const memoryLimitBytes = 50 * 1024 * 1024;
const healthChecks = 20;
/** A health check that has not answered by then counts as this slow (and the bench goes on). */
const healthTimeoutMs = 10_000;
const healthLimitMs = 100;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Flood {
  sent: number;
  statuses: Map<number, number>;
  failures: number;
  seconds: number;
  peakBytes: number;
}

/** `count` GETs of distinct long paths, `concurrency` at a time, bounded in time; RSS sampled. */
async function flood(baseURL: string, pid: number, label: string, count: number): Promise<Flood> {
  const started = performance.now();
  const run: Flood = { sent: 0, statuses: new Map(), failures: 0, seconds: 0, peakBytes: 0 };
  const sample = setInterval(() => {
    run.peakBytes = Math.max(run.peakBytes, residentBytes(pid));
  }, 250);
  let next = 0;
  const worker = async () => {
    while (next < count && performance.now() - started < floodDeadlineMs) {
      const path = longPath(label, next++);
      run.sent++;
      try {
        const response = await fetch(baseURL + path, { headers: { accept: 'text/html' } });
        await response.arrayBuffer();
        run.statuses.set(response.status, (run.statuses.get(response.status) ?? 0) + 1);
      } catch {
        run.failures++;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    clearInterval(sample);
  }
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

/** RSS growth of the site's process over the flood, each reading after a full collection. */
async function memory(log: (line: string) => void): Promise<BudgetResult> {
  const data = freshSiteData();
  const env = siteEnv(data);
  await migrate(env);
  try {
    // The inspector opens only when the bench asks (SIGUSR1), on 127.0.0.1 (server-gc.ts).
    const inspect = [`--inspect-port=127.0.0.1:${ports.siteInspector}`];
    return await using(startSite(ports.site, env, inspect), async (site) => {
      // RSS after a full collection, and what the server's objects hold then (V8's heap in use and
      // buffers outside it): RSS also counts what the allocators keep for reuse.
      const settled = async () => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const usage = await collectGarbage(site.pid, ports.siteInspector);
        return { rss: residentBytes(site.pid), held: usage.heapUsed + usage.external };
      };
      const label = `bench-${Date.now().toString(36)}`;
      // A warm-up of the same traffic: routes loaded, the heap at its working size.
      await flood(site.baseURL, site.pid, `${label}-warm`, warmUpRequests);
      const before = await settled();
      const run = await flood(site.baseURL, site.pid, label, floodRequests);
      const after = await settled();
      const statuses = [...run.statuses].map(([status, n]) => `${n} x ${status}`).join(', ');
      log(
        `${run.sent} distinct long paths in ${run.seconds.toFixed(0)} s (${Math.round(run.sent / run.seconds)} req/s): ${statuses}; ${run.failures} failed`,
      );
      log(
        `RSS of the site's process: ${mb(before.rss)} after a warm-up of ${warmUpRequests}, ${mb(run.peakBytes)} at peak, ${mb(after.rss)} after the flood and a full collection`,
      );
      log(
        `held by its objects after each collection (V8 heap used + external): ${mb(before.held)}, then ${mb(after.held)} (${mb(after.held - before.held)} more)`,
      );
      const growth = after.rss - before.rss;
      const result = under(
        'abuse',
        `RSS growth, ${floodRequests} distinct long page paths`,
        growth,
        memoryLimitBytes,
        mb,
      );
      return run.sent === floodRequests
        ? result
        : {
            ...result,
            pass: false,
            measured: `${result.measured} (only ${run.sent} sent in time)`,
          };
    });
  } finally {
    data.remove();
  }
}

/** /api/health answered `healthChecks` times in a row while REDIS_URL points at a closed port. */
async function healthWithoutRedis(log: (line: string) => void): Promise<BudgetResult> {
  const data = freshSiteData();
  const env = siteEnv(data, { REDIS_URL: `redis://127.0.0.1:${ports.closedRedis}` });
  await migrate(env);
  try {
    return await using(startSite(ports.site, env), async (site) => {
      const times: number[] = [];
      const statuses = new Map<string, number>();
      for (let i = 0; i < healthChecks; i++) {
        const started = performance.now();
        const key = await fetch(`${site.baseURL}/api/health`, {
          signal: AbortSignal.timeout(healthTimeoutMs),
        }).then(
          async (response) => {
            const body = (await response.json()) as { status?: string };
            return `${response.status} ${body.status ?? ''}`.trim();
          },
          () => `no answer in ${healthTimeoutMs / 1000} s`,
        );
        times.push(performance.now() - started);
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
      const sorted = [...times].sort((a, b) => a - b);
      const answers = [...statuses].map(([key, n]) => `${n} x ${key}`).join(', ');
      log(
        `/api/health with Redis refusing (port ${ports.closedRedis}): ${answers}; first ${formatMs(times[0]!)}, median ${formatMs(sorted[Math.floor(sorted.length / 2)]!)}, slowest ${formatMs(sorted.at(-1)!)}`,
      );
      return under(
        'abuse',
        `/api/health with Redis refusing, slowest of ${healthChecks}`,
        sorted.at(-1)!,
        healthLimitMs,
        formatMs,
      );
    });
  } finally {
    data.remove();
  }
}

export const abuseSection: Section = async ({ log }) => {
  await buildOnce();
  return [await memory(log), await healthWithoutRedis(log)];
};
