// `npm test`: typecheck, lint, jest (unit, components, database) and the Playwright end-to-end
// tests against a production build. Every step runs even if an earlier one failed, so one run shows
// everything that is wrong; each leaves a report in .reports/ and the last line sums them all.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readReport, readReports, reportsDir, summarize } from './lib/test-reports';
import { bin, run } from './lib/run';

const jestEnv = {
  ...process.env,
  NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning',
};

/** How long each stage took (`jest 640 s`), left in .reports/timings.txt for CI's summary. */
const timings: string[] = [];
async function timed(name: string, stage: () => Promise<void>) {
  const start = Date.now();
  await stage();
  timings.push(`${name} ${Math.round((Date.now() - start) / 1000)} s`);
}

/** A check that passes or fails as a whole (typecheck, lint) counts as one test. */
async function check(name: string, steps: [string, string[]][]) {
  console.log(`\n▶ ${name}`);
  let failed = 0;
  for (const [command, args] of steps) {
    if ((await run(command, args)) !== 0) failed = 1;
  }
  const report = { passed: 1 - failed, failed };
  writeFileSync(path.join(reportsDir, `${name}.json`), JSON.stringify(report));
}

/** A runner that writes its own report; a crash that leaves no report counts as one failure. */
async function runner(name: string, command: string, args: string[], env = process.env) {
  console.log(`\n▶ ${name}`);
  await run(command, args, { env });
  const file = path.join(reportsDir, `${name}.json`);
  try {
    readReport(file);
  } catch {
    writeFileSync(file, JSON.stringify({ passed: 0, failed: 1 }));
  }
}

async function main() {
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });

  await timed('typecheck', () => check('typecheck', [[bin('tsc'), ['--noEmit']]]));
  await timed('lint', () =>
    check('lint', [
      [bin('eslint'), ['--max-warnings=0', '.']],
      // The import rules (.dependency-cruiser.cjs), as `npm run lint:imports` runs them.
      [bin('depcruise'), ['--config', '.dependency-cruiser.cjs', 'src', 'scripts', 'bench', 'e2e']],
      [bin('prettier'), ['--check', '.']],
    ]),
  );
  // Two workers on two cores: jest's own default leaves one core to its idle main process.
  await timed('jest', () =>
    runner(
      'jest',
      bin('jest'),
      ['--maxWorkers=2', '--json', `--outputFile=${reportsDir}/jest.json`],
      jestEnv,
    ),
  );
  await timed('e2e', () => runner('e2e', bin('playwright'), ['test']));
  writeFileSync(path.join(reportsDir, 'timings.txt'), `${timings.join(',')}\n`);

  const results = readReports(reportsDir);
  console.log(`\n${summarize(results)}`);
  process.exit(results.some((r) => r.failed > 0) ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
