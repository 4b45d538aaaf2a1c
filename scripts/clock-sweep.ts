// The clock sweep on the machine's clock: runs every time-dependent test suite once per instant of
// src/lib/clock/sweep-instants.ts with the process clock set there by faketime (Debian's
// `faketime`), each in another server time zone. The suites pin the clock themselves for what they
// check; this catches a test or a module that reads the wall clock or the server's zone instead.
// `.ci/run` calls it; it leaves one report, .reports/clock-sweep.json, that the summary counts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sweepInstants } from '../src/lib/clock/sweep-instants';
import { readReport, reportsDir } from './lib/test-reports';
import { bin, run } from './lib/run';

/** Server zones the sweep cycles through: far west, far east, half-hour offsets, the southern summer. */
const zones = [
  'America/Los_Angeles',
  'Pacific/Kiritimati',
  'Asia/Kolkata',
  'Australia/Sydney',
  'UTC',
];

/** Test files of the time-dependent suites: those that run the sweep, and the journey's clock users. */
function timeDependentSuites(): string[] {
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join('src', file));
  return files.filter((file) => readFileSync(file, 'utf8').includes('sweep-instants')).sort();
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

async function main() {
  const report = path.join(reportsDir, 'clock-sweep.json');
  try {
    execFileSync('faketime', ['--version'], { stdio: 'ignore' });
  } catch {
    console.error('The clock sweep needs faketime: apt-get install faketime');
    writeFileSync(report, JSON.stringify({ passed: 0, failed: 1 }));
    process.exit(1);
  }
  const suites = timeDependentSuites();
  const scratch = mkdtempSync(path.join(tmpdir(), 'tavola-clock-sweep-'));
  let passed = 0;
  let failed = 0;
  for (const [index, { label, instant }] of sweepInstants.entries()) {
    const zone = zones[index % zones.length]!;
    const at = wallClock(instant, zone);
    console.log(`\n▶ clock sweep: ${label} (${instant}; the server's zone ${zone}, clock ${at})`);
    const output = path.join(scratch, `${index}.json`);
    await run('faketime', [at, bin('jest'), '--json', `--outputFile=${output}`, ...suites], {
      env: {
        ...process.env,
        TZ: zone,
        // Timers keep real monotonic time; only the calendar clock is set.
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
        NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning',
      },
    });
    try {
      const result = readReport(output);
      passed += result.passed;
      failed += result.failed;
    } catch {
      failed += 1; // jest crashed before writing its report
    }
  }
  rmSync(scratch, { recursive: true, force: true });
  writeFileSync(report, JSON.stringify({ passed, failed }));
  console.log(`\nclock sweep: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

void main();
