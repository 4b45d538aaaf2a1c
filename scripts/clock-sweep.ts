// The clock sweep: jest suites run with the machine's clock set by faketime (Debian's `faketime`),
// each instant in another server time zone. The suites pin the clock themselves for what they
// check; this catches a test or a module that reads the wall clock or the server's zone instead,
// such as a fixture date that the real date will one day pass.
//
// Which suites run at which instant (every suite of `npm test`, all three projects):
// - a year from today (worked out when the sweep runs): every suite, the database suites on
//   PostgreSQL when DATABASE_URL is set (CI's run of them on PostgreSQL; `npm test` and the
//   instants below run them on PGlite). A fixture date the real date will pass within the year
//   fails here a year before it would fail `npm test`;
// - each instant of src/lib/clock/sweep-instants.ts (both sides of opening and closing, both clock
//   changes, Christmas, New Year): the suites that sweep those instants themselves (they import
//   the list), and one share of all the others, so every suite also runs at one of them. The
//   shares turn with the list of suites, so a new suite lands in one.
// The suites of `notSwept` run in `npm test` only. `--all` runs every suite at every instant, on
// PGlite and PostgreSQL (about an hour on two cores: for a release, not CI). `.ci/run` calls it;
// it leaves .reports/clock-sweep.json and, with DATABASE_URL, .reports/clock-sweep-postgres.json,
// which the summary counts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sweepInstants } from '../src/lib/clock/sweep-instants';
import { readReport, reportsDir, why } from './lib/test-reports';
import { bin, run } from './lib/run';

/** Server zones the sweep cycles through: far west, far east, half-hour offsets, the southern summer. */
const zones = [
  'America/Los_Angeles',
  'Pacific/Kiritimati',
  'Asia/Kolkata',
  'Australia/Sydney',
  'UTC',
];

const jestOptions = '--experimental-vm-modules --disable-warning=ExperimentalWarning';

/**
 * Suites that read no clock of their own: they run the project's tools on a copy of the tree (the
 * compilers, the linters and jest on the suites the sweep runs anyway), minutes each.
 */
export const notSwept = ['scripts/tiles/new-tile.test.ts'];

/**
 * Where a run's database suites run: the embedded PGlite, PostgreSQL instead (when DATABASE_URL
 * is set; PGlite otherwise), or both.
 */
type Databases = 'pglite' | 'postgres' | 'both';

interface SweepRun {
  label: string;
  instant: string;
  zone: string;
  suites: string[];
  databases: Databases;
}

/** Every test file of `npm test`'s jest run, relative to the project, sorted. */
function allSuites(): string[] {
  const listed = execFileSync(bin('jest'), ['--listTests', '--json'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: jestOptions },
  });
  return (JSON.parse(listed) as string[]).map((file) => path.relative(process.cwd(), file)).sort();
}

/** The suites that sweep the instants themselves: they import the list. */
function selfSweeping(suites: string[]): Set<string> {
  const imports = /from '[^']*\/sweep-instants'/;
  return new Set(suites.filter((file) => imports.test(readFileSync(file, 'utf8'))));
}

/** A year from now, to the minute, as an instant. */
function aYearFromNow(now = new Date()): string {
  const later = new Date(now);
  later.setUTCFullYear(later.getUTCFullYear() + 1);
  later.setUTCSeconds(0, 0);
  return later.toISOString().replace('.000Z', 'Z');
}

/** What runs at each instant (see the top of this file). */
export function sweepPlan(allOf: string[], sweeping: Set<string>, all: boolean): SweepRun[] {
  const suites = all ? allOf : allOf.filter((file) => !notSwept.includes(file));
  const yearAhead: SweepRun = {
    label: 'a year from today',
    instant: aYearFromNow(),
    zone: 'Europe/London',
    suites,
    databases: all ? 'both' : 'postgres',
  };
  const others = suites.filter((file) => !sweeping.has(file));
  const runs = sweepInstants.map(({ label, instant }, index) => ({
    label,
    instant,
    zone: zones[index % zones.length]!,
    suites: all
      ? suites
      : suites.filter(
          (file) => sweeping.has(file) || others.indexOf(file) % sweepInstants.length === index,
        ),
    databases: all ? ('both' as const) : ('pglite' as const),
  }));
  return [yearAhead, ...runs];
}

/** The wall-clock time of `instant` in `zone`, as faketime reads it ('2026-12-05 10:59:00'). */
function wallClock(instant: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** Runs `suites` under faketime and returns what its report counts (a crash counts one failure). */
async function runAt(
  sweep: SweepRun,
  suites: string[],
  env: NodeJS.ProcessEnv,
  output: string,
): Promise<{ passed: number; failed: number; names: string[] }> {
  const at = wallClock(sweep.instant, sweep.zone);
  await run(
    'faketime',
    [at, bin('jest'), '--maxWorkers=2', '--json', `--outputFile=${output}`, ...suites],
    {
      env: {
        ...env,
        TZ: sweep.zone,
        // Timers keep real monotonic time; only the calendar clock is set.
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
        NODE_OPTIONS: jestOptions,
      },
    },
  );
  try {
    const { passed, failed } = readReport(output);
    return { passed, failed, names: failedTests(output) };
  } catch {
    return { passed: 0, failed: 1, names: ['jest wrote no report'] };
  }
}

/**
 * The failed tests of a jest report, file and name, each with the first line of why (a suite that
 * did not run says what stopped it), so the end of a long log says which and why.
 */
function failedTests(jestReport: string): string[] {
  const report = JSON.parse(readFileSync(jestReport, 'utf8')) as {
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
  };
  return report.testResults.flatMap((suite) => {
    const file = path.relative(process.cwd(), suite.name);
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && suite.status === 'failed')
      return [`${file} (did not run)`, ...why(suite.message)];
    return failed.flatMap((test) => [
      `${file} › ${test.fullName}`,
      ...why(test.failureMessages?.[0]),
    ]);
  });
}

async function main() {
  const report = path.join(reportsDir, 'clock-sweep.json');
  // Run alone (npm run test:clock), before any `npm test` made the folder.
  mkdirSync(reportsDir, { recursive: true });
  try {
    execFileSync('faketime', ['--version'], { stdio: 'ignore' });
  } catch {
    console.error('The clock sweep needs faketime: apt-get install faketime');
    writeFileSync(report, JSON.stringify({ passed: 0, failed: 1 }));
    process.exit(1);
  }
  const { DATABASE_URL, REDIS_URL, ...embedded } = process.env;
  const suites = allSuites();
  const plan = sweepPlan(suites, selfSweeping(suites), process.argv.includes('--all'));
  const scratch = mkdtempSync(path.join(tmpdir(), 'tavola-clock-sweep-'));
  const totals = { PGlite: { passed: 0, failed: 0 }, PostgreSQL: { passed: 0, failed: 0 } };
  const failedAt: string[] = [];
  for (const [index, sweep] of plan.entries()) {
    const at = wallClock(sweep.instant, sweep.zone);
    console.log(
      `\n▶ clock sweep: ${sweep.label} (${sweep.instant}; the server's zone ${sweep.zone}, clock ${at}): ${sweep.suites.length} suites`,
    );
    const databaseSuites = sweep.suites.filter((file) => file.endsWith('.int.test.ts'));
    const onPostgres = DATABASE_URL && sweep.databases !== 'pglite';
    const onPglite =
      onPostgres && sweep.databases === 'postgres'
        ? sweep.suites.filter((file) => !databaseSuites.includes(file))
        : sweep.suites;
    const passes: [keyof typeof totals, string[], NodeJS.ProcessEnv][] = [
      ['PGlite', onPglite, embedded],
    ];
    if (onPostgres && databaseSuites.length > 0) {
      passes.push(['PostgreSQL', databaseSuites, { ...embedded, DATABASE_URL, REDIS_URL }]);
    }
    for (const [database, files, env] of passes) {
      const result = await runAt(
        sweep,
        files,
        env,
        path.join(scratch, `${index}-${database}.json`),
      );
      totals[database].passed += result.passed;
      totals[database].failed += result.failed;
      if (result.failed > 0) {
        failedAt.push(`${sweep.label} (${sweep.instant}, ${database})`);
        failedAt.push(...result.names.map((name) => `  ${name}`));
      }
    }
  }
  rmSync(scratch, { recursive: true, force: true });
  writeFileSync(report, JSON.stringify(totals.PGlite));
  if (DATABASE_URL) {
    writeFileSync(
      path.join(reportsDir, 'clock-sweep-postgres.json'),
      JSON.stringify(totals.PostgreSQL),
    );
  }
  if (failedAt.length > 0) console.log(`\nfailed at:\n${failedAt.join('\n')}`);
  const failed = totals.PGlite.failed + totals.PostgreSQL.failed;
  console.log(
    `\nclock sweep: ${totals.PGlite.passed + totals.PostgreSQL.passed} passed, ${failed} failed`,
  );
  process.exit(failed > 0 ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) void main();
