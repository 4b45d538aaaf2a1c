// Prints each runner's result from .reports/ and, last, `N passed, N failed` summing them all.
// Exits non-zero when any test failed. Used by .ci/run after it has run every runner.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readReports, reportsDir, summarize } from './lib/test-reports';

// What each stage took, written by `npm test` and .ci/run as lines of `stage N s,stage N s`.
const timings = path.join(reportsDir, 'timings.txt');
if (existsSync(timings)) {
  const stages = readFileSync(timings, 'utf8').split(/[,\n]/).filter(Boolean);
  console.log(`  took: ${stages.join(', ')}`);
}

const results = readReports();
console.log(summarize(results));
process.exit(results.length === 0 || results.some((r) => r.failed > 0) ? 1 : 0);
