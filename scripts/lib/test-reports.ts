import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Where every test runner leaves its machine-readable report. */
export const reportsDir = '.reports';

/** One runner's outcome. */
export interface RunnerResult {
  runner: string;
  passed: number;
  failed: number;
  /**
   * The tests to look at, named (`failed: ...`, `flaky: ...` for one that passed on its retry):
   * CI shows only the end of its log, so the summary says which tests they were.
   */
  named?: string[];
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  testResults?: {
    name: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    line?: number;
    tests: {
      projectName?: string;
      status: string;
      results?: { error?: { message?: string }; errors?: PlaywrightError[] }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightError {
  message?: string;
  location?: { line?: number };
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  errors?: unknown[];
  suites?: PlaywrightSuite[];
}

/** How many characters of a failure's message the summary quotes. */
const whyLength = 240;

/**
 * The first line of a failure's message that says something, without terminal colours, as
 * `      why: ...`: CI shows only the end of its log, so its summary also says why a test failed.
 */
export function why(message: string | undefined): string[] {
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text !== '' && !/^(Error|expect\(.*\)\.[a-zA-Z.]+\(.*\))$/.test(text));
  if (!line) return [];
  return [`      why: ${line.length > whyLength ? `${line.slice(0, whyLength)}…` : line}`];
}

/**
 * For a Playwright test that ran out of time, what it was still waiting for, as
 * `    while: locator.fill: waiting for getByLabel('Find a restaurant')`: the timeout's own message
 * says only 'Test timeout of 60000ms exceeded.', and the action cut short is in the next error.
 */
export function waitingFor(errors: PlaywrightError[] | undefined): string[] {
  const plain = (message?: string) => (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  if (!plain(errors?.[0]?.message).includes('Test timeout of')) return [];
  for (const error of errors!.slice(1)) {
    const lines = plain(error.message)
      .split('\n')
      .map((text) => text.trim());
    const action = /^(?:Error: )?([\w.]+\.\w+): Test timeout/.exec(lines[0] ?? '')?.[1];
    const waiting = lines.find((text) => /^- waiting for /.test(text))?.slice(2);
    if (!action && !waiting) continue;
    const at = error.location?.line === undefined ? '' : ` (line ${error.location.line})`;
    const line = [action, waiting].filter(Boolean).join(': ') + at;
    return [`    while: ${line.length > whyLength ? `${line.slice(0, whyLength)}…` : line}`];
  }
  return [];
}

/**
 * The Playwright tests that failed or were flaky, as `failed: [project] file:line title`. The
 * report's top-level suites are its files; the suites inside them are `describe` blocks.
 */
function playwrightNamed(suites: PlaywrightSuite[], titles?: string[]): string[] {
  return suites.flatMap((suite) => {
    const path = titles === undefined ? [] : [...titles, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .flatMap((test) => [
          `${test.status === 'flaky' ? 'flaky' : 'failed'}: [${test.projectName ?? ''}] ` +
            `${suite.file ?? ''}:${spec.line ?? ''} ${[...path, spec.title].join(' › ')}`,
          ...(test.status === 'unexpected'
            ? [
                ...why(test.results?.at(-1)?.error?.message),
                ...waitingFor(test.results?.at(-1)?.errors).map((line) => `      ${line}`),
              ]
            : []),
        ]),
    );
    return [...own, ...playwrightNamed(suite.suites ?? [], path)];
  });
}

/** The jest tests that failed, as `failed: file › full name`. */
function jestNamed(report: JestReport): string[] {
  return (report.testResults ?? []).flatMap((suite) =>
    (suite.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .flatMap((test) => [
        `failed: ${path.relative(process.cwd(), suite.name)} › ${test.fullName}`,
        ...why(test.failureMessages?.[0]),
      ]),
  );
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
      ...withNamed(jestNamed(jest)),
    };
  }
  if ('stats' in data) {
    const { stats, errors = [], suites = [] } = data as PlaywrightReport;
    return {
      runner,
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected + errors.length,
      ...withNamed(playwrightNamed(suites)),
    };
  }
  const check = data as CheckReport;
  return { runner, passed: check.passed, failed: check.failed };
}

const withNamed = (named: string[]) => (named.length > 0 ? { named } : {});

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
  const lines = results.flatMap((r) => [
    `  ${r.runner}: ${r.passed} passed, ${r.failed} failed`,
    ...(r.named ?? []).slice(0, 40).map((name) => `    ${name}`),
  ]);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  return [...lines, `${passed} passed, ${failed} failed`].join('\n');
}
