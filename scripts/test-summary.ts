// Prints each runner's result from .reports/ and, last, `N passed, N failed` summing them all.
// Exits non-zero when any test failed. Used by .ci/run after it has run every runner.
import { readReports, summarize } from './lib/test-reports';

const results = readReports();
console.log(summarize(results));
process.exit(results.length === 0 || results.some((r) => r.failed > 0) ? 1 : 0);
