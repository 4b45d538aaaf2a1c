import { sweepInstants } from '../src/lib/clock/sweep-instants';
import { sweepPlan } from './clock-sweep';

const suites = Array.from(
  { length: 40 },
  (_, i) => `src/suite-${String(i).padStart(2, '0')}.test.ts`,
);
const sweeping = new Set([suites[3]!, suites[17]!]);

describe('the clock sweep plan', () => {
  it('runs every suite a year from today', () => {
    const [yearAhead] = sweepPlan(suites, sweeping, false);
    expect(yearAhead!.suites).toEqual(suites);
    expect(yearAhead!.postgres).toBe(true);
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

  it('runs the database suites on PostgreSQL a year from today, and at every instant with --all', () => {
    expect(sweepPlan(suites, sweeping, false).map((run) => run.postgres)).toEqual([
      true,
      ...sweepInstants.map(() => false),
    ]);
    for (const run of sweepPlan(suites, sweeping, true)) {
      expect(run.suites).toEqual(suites);
      expect(run.postgres).toBe(true);
    }
  });
});
