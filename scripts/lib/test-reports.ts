import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Where every test runner leaves its machine-readable report. */
export const reportsDir = '.reports';

/** One runner's outcome. */
export interface RunnerResult {
  runner: string;
  passed: number;
  failed: number;
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  errors?: unknown[];
}

interface CheckReport {
  passed: number;
  failed: number;
}

/** Reads one report, telling its runner by its shape (jest, Playwright, or a pass/fail check). */
export function readReport(file: string): RunnerResult {
  const runner = path.basename(file, '.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as object;
  if ('numPassedTests' in data) {
    const jest = data as JestReport;
    // A suite that cannot even load counts as a failure, though it ran no test.
    return {
      runner,
      passed: jest.numPassedTests,
      failed: jest.numFailedTests + jest.numRuntimeErrorTestSuites,
    };
  }
  if ('stats' in data) {
    const { stats, errors = [] } = data as PlaywrightReport;
    return {
      runner,
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected + errors.length,
    };
  }
  const check = data as CheckReport;
  return { runner, passed: check.passed, failed: check.failed };
}

/** Every report in the reports folder, in name order. */
export function readReports(dir = reportsDir): RunnerResult[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readReport(path.join(dir, name)));
}

/** The per-runner lines and the last line, `N passed, N failed`, summing every runner. */
export function summarize(results: RunnerResult[]): string {
  const lines = results.map((r) => `  ${r.runner}: ${r.passed} passed, ${r.failed} failed`);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  return [...lines, `${passed} passed, ${failed} failed`].join('\n');
}
