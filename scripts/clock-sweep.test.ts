import { existsSync } from 'node:fs';
import { sweepInstants } from '../src/lib/clock/sweep-instants';
import { notSwept, sweepPlan } from './clock-sweep';

const suites = Array.from(
  { length: 40 },
  (_, i) => `src/suite-${String(i).padStart(2, '0')}.test.ts`,
);
const sweeping = new Set([suites[3]!, suites[17]!]);
const withTools = [...suites, ...notSwept].sort();

describe('the clock sweep plan', () => {
  it('runs every suite a year from today', () => {
    const [yearAhead] = sweepPlan(suites, sweeping, false);
    expect(yearAhead!.suites).toEqual(suites);
    const days = (Date.parse(yearAhead!.instant) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
  });

  it('runs every suite at one of the sweep instants, and the self-sweeping ones at each', () => {
    const runs = sweepPlan(suites, sweeping, false).slice(1);
    expect(runs.map((r) => r.instant)).toEqual(sweepInstants.map((i) => i.instant));
    for (const suite of suites) {
      const at = runs.filter((r) => r.suites.includes(suite)).length;
      expect(at).toBe(sweeping.has(suite) ? sweepInstants.length : 1);
    }
  });

  it('runs the database suites on PostgreSQL a year from today, on PGlite at the instants, on both with --all', () => {
    expect(sweepPlan(suites, sweeping, false).map((run) => run.databases)).toEqual([
      'postgres',
      ...sweepInstants.map(() => 'pglite'),
    ]);
    for (const run of sweepPlan(suites, sweeping, true)) {
      expect(run.suites).toEqual(suites);
      expect(run.databases).toBe('both');
    }
  });

  it('leaves the suites that only run the project’s tools to npm test, and runs them with --all', () => {
    for (const suite of notSwept) expect(existsSync(suite)).toBe(true);
    for (const run of sweepPlan(withTools, sweeping, false)) {
      expect(run.suites.filter((suite) => notSwept.includes(suite))).toEqual([]);
    }
    for (const run of sweepPlan(withTools, sweeping, true)) expect(run.suites).toEqual(withTools);
  });
});
