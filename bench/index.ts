// `npm run bench`: benchmarks against a production build served on 127.0.0.1 (never part of
// `npm test`). Each prints its figures; budgets come from ARCHITECTURE.md §7 and issue 17.
// `npm run bench -- <name>...` runs only the named benchmarks (see `benchmarks` below).
// BENCH_PORT (3200) is the site's port; `pages` serves its minimal Next.js app on the next one.
import { bookingApiBenchmark } from './booking-api';
import { availabilityBenchmark, overbookingBenchmark, rateLimitBurstBenchmark } from './booking';
import { contentMemoryBenchmark } from './content-memory';
import { measureFirstLoadJs, totalBytes } from './first-load-js';
import { lighthouseBenchmark } from './lighthouse';
import { pagesBenchmark } from './pages';
import { redirectsBenchmark } from './redirects';
import { startServer, type BenchServer } from './server';

const homeBudgetBytes = 150 * 1024;

const started = Date.now();
const phase = (name: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${name}`);

/** Each benchmark prints its figures and answers false when it missed its budget. */
const benchmarks: Record<string, (server: BenchServer) => Promise<boolean>> = {
  async 'first-load-js'(server) {
    const scripts = await measureFirstLoadJs(server.baseURL, '/');
    const total = totalBytes(scripts);
    console.log('\nHome page first-load JS (gzip):');
    for (const script of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${String(script.gzipBytes).padStart(8)}  ${script.url}`);
    }
    const verdict = total <= homeBudgetBytes ? 'within' : 'OVER';
    console.log(
      `  ${String(total).padStart(8)}  total: ${(total / 1024).toFixed(1)} KB, ${verdict} the 150 KB budget`,
    );
    return total <= homeBudgetBytes;
  },
  async availability(server) {
    console.log('\nBooking availability (10 connections, 10 s each):');
    for (const line of await availabilityBenchmark(server.baseURL)) console.log(line);
    return true;
  },
  async overbooking(server) {
    console.log('\nOverbooking under concurrent load:');
    const overbooking = await overbookingBenchmark(server.baseURL);
    for (const line of overbooking) console.log(line);
    return overbooking.some((line) => line.endsWith('overbookings 0'));
  },
  async 'rate-limit'(server) {
    console.log('\nA burst past a rate limit:');
    const burst = await rateLimitBurstBenchmark(server.baseURL);
    for (const line of burst) console.log(line);
    return burst.some((line) => line.endsWith('held exactly'));
  },
  async redirects(server) {
    console.log('\nRedirects (the proxy before every page):');
    const { lines, withinBudget } = await redirectsBenchmark(server.baseURL);
    for (const line of lines) console.log(line);
    return withinBudget;
  },
  async pages(server) {
    console.log('\nContent pages against a minimal Next.js app (issue 17):');
    const { lines, withinBudget } = await pagesBenchmark(server.baseURL, server.port + 1);
    for (const line of lines) console.log(line);
    return withinBudget;
  },
  async 'booking-api'(server) {
    console.log('\nThe booking API against a minimal Next.js API route (issue 17):');
    const { lines, withinBudget } = await bookingApiBenchmark(server.baseURL, server.port + 1);
    for (const line of lines) console.log(line);
    return withinBudget;
  },
  async lighthouse(server) {
    console.log('\nLighthouse, mobile (simulated throttling), as a first-time visitor:');
    const { lines, withinBudget } = await lighthouseBenchmark(server.baseURL);
    for (const line of lines) console.log(line);
    return withinBudget;
  },
  async 'content-memory'(server) {
    console.log('\nServer memory under a flood of distinct content ids (pages and API):');
    const { lines, withinBudget } = await contentMemoryBenchmark(
      server.baseURL,
      server.port,
      server.inspectPort,
    );
    for (const line of lines) console.log(line);
    return withinBudget;
  },
};

async function main() {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !(name in benchmarks));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown benchmark ${unknown.join(', ')}: use ${Object.keys(benchmarks).join(', ')}`,
    );
  }
  phase('starting the production server (npm start: migrate, build when needed, serve)');
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3200));
  phase('server ready');
  try {
    for (const name of names.length > 0 ? names : Object.keys(benchmarks)) {
      if (!(await benchmarks[name]!(server))) process.exitCode = 1;
      phase(`${name} measured`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
