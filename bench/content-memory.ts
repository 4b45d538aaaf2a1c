import { collectGarbage, type ServerMemory } from './server-gc';
import { residentBytes, servingPid } from './server-process';

/** Issue 11: what a flood of unknown ids may add to a server's memory. */
export const contentMemoryBudgetBytes = 20 * 1024 * 1024;

const requests = 20_000;
const warmUpRequests = 5_000;
const concurrency = 16;
const deadlineMs = 300_000;

/** The content lookups a crawler or an attacker can aim at with ids that exist nowhere. */
const lookups = [
  (id: string) => `/api/v1/content/page/${id}`,
  (id: string) => `/${id}`, // a content page route: the 404 page
];

interface Run {
  sent: number;
  statuses: Map<number, number>;
  failures: number;
  seconds: number;
  peakBytes: number;
}

/**
 * `count` GET requests, `concurrency` at a time, each with an id never asked before, spread over
 * the content lookups; bounded by `deadlineMs`. The server's RSS is sampled as it runs.
 */
async function flood(baseURL: string, pid: number, label: string, count: number): Promise<Run> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(baseURL)) throw new Error('Load only the local server');
  const started = performance.now();
  const run: Run = { sent: 0, statuses: new Map(), failures: 0, seconds: 0, peakBytes: 0 };
  const sample = setInterval(() => {
    run.peakBytes = Math.max(run.peakBytes, residentBytes(pid));
  }, 250);
  let next = 0;
  const worker = async () => {
    while (next < count && performance.now() - started < deadlineMs) {
      const n = next++;
      const url = baseURL + lookups[n % lookups.length]!(`${label}-${n}`);
      run.sent++;
      try {
        const response = await fetch(url, { headers: { accept: 'text/html,application/json' } });
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
  run.peakBytes = Math.max(run.peakBytes, residentBytes(pid));
  return run;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * RSS growth of the serving process under 20,000 requests with distinct ids. Each reading comes
 * after a full garbage collection (server-gc.ts), and the first after a warm-up of the same
 * traffic (routes compiled, heap at its working size): the growth is then what the server keeps,
 * and it must stay under 20 MB whatever the number of ids, as no cache may keep them all.
 */
export async function contentMemoryBenchmark(
  baseURL: string,
  port: number,
  inspectPort: number,
): Promise<{ lines: string[]; withinBudget: boolean }> {
  const pid = servingPid(port);
  if (pid === undefined) throw new Error(`No process listens on port ${port}`);
  const settled = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const memory = await collectGarbage(pid, inspectPort);
    return { rss: residentBytes(pid), memory };
  };
  const label = `bench-${Date.now().toString(36)}`;

  await flood(baseURL, pid, `${label}-warm`, warmUpRequests);
  const baseline = await settled();
  const run = await flood(baseURL, pid, label, requests);
  const beforeCollection = residentBytes(pid);
  const after = await settled();

  const growth = after.rss - baseline.rss;
  // What the server's objects hold (V8's heap in use, and buffers outside it), apart from the
  // memory the allocators keep for reuse, which RSS counts too.
  const held = (memory: ServerMemory) => memory.heapUsed + memory.external;
  const heldGrowth = held(after.memory) - held(baseline.memory);
  const withinBudget = growth < contentMemoryBudgetBytes && run.sent === requests;
  const statuses = [...run.statuses].map(([status, n]) => `${n} x ${status}`).join(', ');
  return {
    withinBudget,
    lines: [
      `  ${run.sent} requests with distinct ids in ${run.seconds.toFixed(1)} s (${Math.round(run.sent / run.seconds)} req/s): ${statuses}; ${run.failures} failed`,
      `  RSS of the server (pid ${pid}): ${mb(baseline.rss)} after a warm-up of ${warmUpRequests}, ${mb(run.peakBytes)} at peak, ${mb(beforeCollection)} at the end, ${mb(after.rss)} after a full collection`,
      `  held by its objects after each collection (V8 heap used + external): ${mb(held(baseline.memory))}, then ${mb(held(after.memory))} (${mb(heldGrowth)} more)`,
      `  RSS growth ${mb(growth)}: ${withinBudget ? 'within' : 'OVER'} the ${mb(contentMemoryBudgetBytes)} budget`,
    ],
  };
}
