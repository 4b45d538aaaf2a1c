// `npm run bench`: benchmarks against a production build served on 127.0.0.1 (never part of
// `npm test`). Each prints its figures; budgets come from ARCHITECTURE.md §7.
import { availabilityBenchmark, overbookingBenchmark } from './booking';
import { measureFirstLoadJs, totalBytes } from './first-load-js';
import { startServer } from './server';

const homeBudgetBytes = 150 * 1024;

const started = Date.now();
const phase = (name: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${name}`);

async function main() {
  phase('starting the production server (npm start: migrate, build when needed, serve)');
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3200));
  phase('server ready');
  try {
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
    if (total > homeBudgetBytes) process.exitCode = 1;

    phase('first-load JS measured');
    console.log('\nBooking availability (10 connections, 10 s each):');
    for (const line of await availabilityBenchmark(server.baseURL)) console.log(line);

    phase('availability measured');
    console.log('\nOverbooking under concurrent load:');
    const overbooking = await overbookingBenchmark(server.baseURL);
    for (const line of overbooking) console.log(line);
    if (!overbooking.some((line) => line.endsWith('overbookings 0'))) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
