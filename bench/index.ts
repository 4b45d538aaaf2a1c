// `npm run bench`: issue 31's budgets, each against a reference the bench starts itself on this
// machine in the same run (nginx, the bench's minimal Next app, the site's own figures), on
// 127.0.0.1 ports 3800-3899 (bench/ports.ts). Never part of `npm test`.
// `npm run bench -- varnish booking` runs only the named sections. BENCH_SECONDS (5) is the length
// of each measured load, LIGHTHOUSE_RUNS (3) the runs of Lighthouse, BENCH_FLOOD (20000) the
// abuse flood's paths: lower them to check that the bench runs, never to judge a budget.
// BENCH_CPU_PROF=<folder> profiles each site process (bench/cpu-profile.ts reads the profiles);
// BENCH_PORT_OFFSET=<n> moves the ports, for a second bench beside the first.
import { budgetTable, notMeasured, type BudgetResult } from './report';
import type { Section } from './section';
import { abuseSection } from './sections/abuse';
import { bookingSection } from './sections/booking';
import { calendarSection } from './sections/calendar';
import { lighthouseSection } from './sections/lighthouse';
import { nextSection } from './sections/next';
import { publishSection } from './sections/publish';
import { telemetrySection } from './sections/telemetry';
import { varnishSection } from './sections/varnish';

const sections: Record<string, { title: string; run: Section }> = {
  varnish: {
    title: 'A cached content page through Varnish, against nginx serving it from disk',
    run: varnishSection,
  },
  next: {
    title: 'A cached content page from Next alone, against the minimal Next SSR page',
    run: nextSection,
  },
  booking: {
    title: "The booking API through Next's router, against minimal Next API routes",
    run: bookingSection,
  },
  calendar: {
    title: 'The availability calendar: a month against the slots of one day (issue 35)',
    run: calendarSection,
  },
  publish: {
    title: 'Publish to visible through Varnish, with every page cached',
    run: publishSection,
  },
  lighthouse: {
    title: 'Lighthouse (mobile) against the minimal Next page, and first-load JS',
    run: lighthouseSection,
  },
  telemetry: {
    title: 'Telemetry (issue 37): pages and availability with tracing on against off',
    run: telemetrySection,
  },
  abuse: {
    title: 'Abuse (issue 32): a flood of long paths, and Redis refusing',
    run: abuseSection,
  },
};

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

async function main() {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !(name in sections));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown section ${unknown.join(', ')}: use ${Object.keys(sections).join(', ')}`,
    );
  }
  const seconds = Math.max(1, Number(process.env.BENCH_SECONDS ?? 5));
  const results: BudgetResult[] = [];
  for (const name of names.length > 0 ? names : Object.keys(sections)) {
    const section = sections[name]!;
    console.log(`\n[${elapsed()}] ${name}: ${section.title}`);
    const log = (line: string) => console.log(`  ${line}`);
    try {
      results.push(...(await section.run({ seconds, log })));
    } catch (error) {
      // One section failing to start its servers does not hide the others' figures.
      console.error(error);
      results.push(
        notMeasured(
          name,
          section.title,
          error instanceof Error ? error.message.split('\n')[0]! : String(error),
        ),
      );
    }
    console.log(`[${elapsed()}] ${name} done`);
  }
  console.log(
    `\nBudgets (issue 31), ${seconds} s a load, in ${elapsed()}; one run on this machine:`,
  );
  for (const line of budgetTable(results)) console.log(`  ${line}`);
  if (results.some((result) => !result.pass)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
