import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readReports, summarize, waitingFor } from './test-reports';

describe('test reports', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tavola-reports-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, data: object) =>
    writeFileSync(path.join(dir, name), JSON.stringify(data));

  it('reads jest, Playwright and pass/fail reports and sums them on the last line', () => {
    write('jest.json', { numPassedTests: 40, numFailedTests: 1, numRuntimeErrorTestSuites: 1 });
    write('e2e.json', { stats: { expected: 5, unexpected: 1, flaky: 1 }, errors: [] });
    write('lint.json', { passed: 1, failed: 0 });
    write('typecheck.json', { passed: 0, failed: 1 });

    const results = readReports(dir);
    expect(results).toEqual([
      { runner: 'e2e', passed: 6, failed: 1 },
      { runner: 'jest', passed: 40, failed: 2 },
      { runner: 'lint', passed: 1, failed: 0 },
      { runner: 'typecheck', passed: 0, failed: 1 },
    ]);
    expect(summarize(results).split('\n').at(-1)).toBe('47 passed, 4 failed');
  });

  it('names the failed and flaky tests under their runner, before the last line', () => {
    write('e2e.json', {
      stats: { expected: 1, unexpected: 1, flaky: 1 },
      suites: [
        {
          title: 'manage-booking.spec.ts',
          file: 'manage-booking.spec.ts',
          specs: [],
          suites: [
            {
              title: "a diner's own booking",
              file: 'manage-booking.spec.ts',
              specs: [
                {
                  title: 'cancel',
                  line: 9,
                  tests: [
                    {
                      projectName: 'desktop',
                      status: 'unexpected',
                      results: [
                        { error: { message: 'first try' } },
                        {
                          error: {
                            message:
                              '\u001b[31mError\u001b[39m: expect(locator).toBeVisible() failed\n\nLocator: x',
                          },
                        },
                      ],
                    },
                  ],
                },
                {
                  title: 'change',
                  line: 5,
                  tests: [{ projectName: 'desktop', status: 'expected' }],
                },
              ],
            },
          ],
        },
        {
          title: 'menus.spec.ts',
          file: 'menus.spec.ts',
          specs: [
            { title: 'a 404', line: 3, tests: [{ projectName: 'desktop', status: 'flaky' }] },
          ],
        },
      ],
    });
    write('jest.json', {
      numPassedTests: 1,
      numFailedTests: 1,
      numRuntimeErrorTestSuites: 0,
      testResults: [
        {
          name: path.join(process.cwd(), 'src/a.test.ts'),
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            {
              status: 'failed',
              fullName: 'a fails',
              failureMessages: [
                'Error: expect(received).toBe(expected)\n\nExpected: 1\nReceived: 2',
              ],
            },
          ],
        },
      ],
    });
    expect(summarize(readReports(dir)).split('\n')).toEqual([
      '  e2e: 2 passed, 1 failed',
      "    failed: [desktop] manage-booking.spec.ts:9 a diner's own booking › cancel",
      '          why: Error: expect(locator).toBeVisible() failed',
      '    flaky: [desktop] menus.spec.ts:3 a 404',
      '  jest: 1 passed, 1 failed',
      '    failed: src/a.test.ts › a fails',
      '          why: Error: expect(received).toBe(expected)',
      '3 passed, 2 failed',
    ]);
  });

  it('says what a Playwright test that ran out of time was waiting for', () => {
    const timeout = 'Test timeout of 60000ms exceeded.';
    expect(
      waitingFor([
        { message: timeout },
        {
          message:
            `Error: locator.fill: ${timeout}\nCall log:\n` +
            "  \u001b[2m  - waiting for getByLabel('Find a restaurant')\u001b[22m\n\n  3 | await",
          location: { line: 3 },
        },
      ]),
    ).toEqual(["    while: locator.fill: waiting for getByLabel('Find a restaurant') (line 3)"]);
    expect(waitingFor([{ message: 'Error: expect(received).toBe(expected)' }])).toEqual([]);
    expect(waitingFor([{ message: timeout }])).toEqual([]);
  });

  it('counts a Playwright run that could not start its server as failed', () => {
    write('e2e.json', { stats: { expected: 0, unexpected: 0, flaky: 0 }, errors: [{}] });
    expect(readReports(dir)).toEqual([{ runner: 'e2e', passed: 0, failed: 1 }]);
  });
});
