import { availabilityBody } from '../booking';
import { formatLoad, loadPage, type LoadResult } from '../load';
import { loadOnOpenConnections } from '../open-connections';
import { ports } from '../ports';
import { pinning, withBenchOn } from '../cpu-pin';
import { cpuSeconds } from '../server-process';
import { rawGet } from '../raw-get';
import { medianRound, roundRatios, type Round } from '../rounds';
import { atLeastTimes, formatRatio } from '../report';
import { type Section } from '../section';
import {
  buildOnce,
  freshSiteData,
  migrate,
  siteEnv,
  startSite,
  type SiteData,
  type SiteProcess,
} from '../site';
import { parseConfig } from '../../src/lib/config';
import { startOtlpReceiver } from '../../src/lib/telemetry/testing';

// Issue 37: what telemetry costs. A cached content page and the availability search, at 10
// connections, from the site with tracing off (request metrics only), on as configured by default
// (OTEL_TRACES_SAMPLER_ARG) and on for every request, spans sent to a local OTLP receiver that
// decodes the first export and counts the rest: on by default >= 0.95x off's req/s.
//
// The three (two processes each) run side by side and take turns, in rounds: in each, the page
// on every process of every variant, one load right after another, then the availability search
// the same way, the order reversed every other round. Measured one after the other, two runs of
// 'off' alone differed by a quarter on this machine, five times the budget, as it drifts; loads a
// few seconds apart drift together. The table gives each variant's mean over its turns; the
// budget is the median round's ratio (bench/rounds.ts), and the site's CPU time per request is
// printed beside it.

const connections = 10;
const page = '/about-us';
// Odd, so one round is the median (see medianRound).
const rounds = 9;
/**
 * Processes per variant, each taking its part of every turn: one process can be a tenth slower
 * than another of the same build for the whole of its life (seen: 'on' slower than 'every
 * request traced' in a run), which one process per variant would count as tracing's cost.
 */
const processesPerVariant = 2;

interface Variant {
  label: string;
  env: Record<string, string>;
  /** One port per process of the variant (processesPerVariant). */
  ports: number[];
}

interface Measured {
  page: LoadResult;
  availability: LoadResult;
}

/** CPU time the site spent on a load's requests: steadier than req/s on a shared machine. */
interface CpuUse {
  seconds: number;
  requests: number;
}

interface Turn extends Measured {
  cpu: { page: CpuUse; availability: CpuUse };
  /** A variant's turn: each of its processes' own, in the order of its ports. */
  processes?: Turn[];
}

const availabilityLoad = (site: SiteProcess, name: string, seconds: number) => {
  const body = JSON.stringify(availabilityBody());
  return loadOnOpenConnections(name, site.baseURL, {
    connections,
    seconds,
    maxRequests: 100_000,
    openWith: '/api/health',
    next: () => ({
      method: 'POST',
      path: '/api/booking/availability',
      headers: { 'content-type': 'application/json' },
      body,
    }),
  });
};

/** A load, and the CPU time the site process spent while it ran. */
async function withCpu(
  site: SiteProcess,
  load: () => Promise<LoadResult>,
): Promise<[LoadResult, CpuUse]> {
  const before = cpuSeconds(site.pid);
  const result = await load();
  const requests = Object.values(result.statuses).reduce((sum, count) => sum + count, 0);
  return [result, { seconds: cpuSeconds(site.pid) - before, requests }];
}

/** One turn of a process: the page, then the availability search (the warm-up). */
async function turn(site: SiteProcess, label: string, seconds: number): Promise<Turn> {
  const [pageLoad, pageCpu] = await measure(site, label, 'page', seconds);
  const [availability, availabilityCpu] = await measure(site, label, 'availability', seconds);
  return { page: pageLoad, availability, cpu: { page: pageCpu, availability: availabilityCpu } };
}

type Kind = 'page' | 'availability';

/** One load of `kind` on one process, and the CPU time the process spent on it. */
function measure(
  site: SiteProcess,
  label: string,
  kind: Kind,
  seconds: number,
): Promise<[LoadResult, CpuUse]> {
  return withCpu(site, () =>
    kind === 'page'
      ? loadPage(`${label} GET ${page}`, site.baseURL + page, { connections, seconds })
      : availabilityLoad(site, `${label} POST /api/booking/availability`, seconds),
  );
}

/**
 * One round: the page on each process of each variant, one load right after another, then the
 * availability search the same way; `backwards` reverses both orders (every other round). The
 * loads a ratio compares run seconds apart, so the machine's drift moves them together.
 * Returns each variant's turn.
 */
async function measureRound(
  sites: SiteProcess[][],
  labels: string[],
  seconds: number,
  backwards: boolean,
): Promise<Turn[]> {
  const inOrder = <T>(items: T[]) => (backwards ? [...items].reverse() : items);
  const each = sites.map((processes) => processes.map(() => ({}) as Partial<Turn>));
  for (const kind of ['page', 'availability'] as const) {
    for (const k of inOrder([...sites[0]!.keys()])) {
      for (const v of inOrder([...sites.keys()])) {
        const [load, cpu] = await measure(sites[v]![k]!, labels[v]!, kind, seconds);
        const own = each[v]![k]!;
        own[kind] = load;
        own.cpu = { ...own.cpu!, [kind]: cpu };
      }
    }
  }
  return each.map((processes, v) => asOne(labels[v]!, processes as Turn[]));
}

/** A variant's turn: its processes' own, as one. */
function asOne(label: string, each: Turn[]): Turn {
  const cpuOf = (pick: (t: Turn) => CpuUse): CpuUse => ({
    seconds: each.reduce((sum, t) => sum + pick(t).seconds, 0),
    requests: each.reduce((sum, t) => sum + pick(t).requests, 0),
  });
  return {
    page: combine(
      label,
      each.map((t) => t.page),
    ),
    availability: combine(
      label,
      each.map((t) => t.availability),
    ),
    cpu: { page: cpuOf((t) => t.cpu.page), availability: cpuOf((t) => t.cpu.availability) },
    processes: each,
  };
}

/** CPU microseconds per request over a variant's turns. */
function cpuPerRequest(uses: CpuUse[]): number {
  const seconds = uses.reduce((sum, use) => sum + use.seconds, 0);
  const requests = uses.reduce((sum, use) => sum + use.requests, 0);
  return (seconds * 1e6) / Math.max(1, requests);
}

/** The turns of one load as one result: mean req/s, the worst p50 and p99, every failure. */
function combine(name: string, turns: LoadResult[]): LoadResult {
  const statuses: Record<string, number> = {};
  for (const load of turns) {
    for (const [status, count] of Object.entries(load.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  const sum = (pick: (load: LoadResult) => number) =>
    turns.reduce((total, load) => total + pick(load), 0);
  return {
    name,
    requestsPerSecond: Math.round(sum((load) => load.requestsPerSecond) / turns.length),
    p50Ms: Math.max(...turns.map((load) => load.p50Ms)),
    p99Ms: Math.max(...turns.map((load) => load.p99Ms)),
    errors: sum((load) => load.errors),
    non2xx: sum((load) => load.non2xx),
    statuses,
  };
}

/** The share traced when OTEL_TRACES_SAMPLER_ARG is unset: the configuration's default. */
const defaultRatio = (): number => parseConfig({}).OTEL_TRACES_SAMPLER_ARG;

export const telemetrySection: Section = async ({ seconds, log }) => {
  await buildOnce();
  // It decodes the first export only: decoding every span here, beside the load generator, would
  // count against tracing (a collector runs on a machine of its own).
  const receiver = await startOtlpReceiver({ keep: 'first' });
  // The site processes on their own core, the load generator on the other (bench/cpu-pin.ts).
  const pinned = pinning();
  const data: SiteData[] = [];
  const sites: SiteProcess[][] = [];
  try {
    const otlp = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint };
    const variants: Variant[] = [
      { label: 'off', env: {}, ports: [] },
      { label: `on (${defaultRatio()} traced)`, env: otlp, ports: [] },
      {
        label: 'on (every request traced)',
        env: { ...otlp, OTEL_TRACES_SAMPLER_ARG: '1' },
        ports: [],
      },
    ];
    variants.forEach((variant, index) => {
      for (let k = 0; k < processesPerVariant; k++) {
        variant.ports.push(ports.telemetrySites + index * processesPerVariant + k);
      }
    });
    // Each process its own database and content copy: PGlite is one process's.
    for (const variant of variants) {
      const own: SiteProcess[] = [];
      sites.push(own);
      for (const port of variant.ports) {
        const siteData = freshSiteData();
        data.push(siteData);
        const env = { ...siteEnv(siteData), ...variant.env };
        await migrate(env);
        const site = await startSite(port, env, [], pinned?.servers);
        own.push(site);
        await rawGet(site.baseURL + page);
        await turn(site, 'warm-up', 1);
      }
    }

    const turns = variants.map(() => [] as Turn[]);
    const slice = Math.max(1, seconds / 4);
    const labels = variants.map((variant) => variant.label);
    await withBenchOn(pinned?.bench, async () => {
      for (let round = 0; round < rounds; round++) {
        const measured = await measureRound(sites, labels, slice, round % 2 === 1);
        measured.forEach((variantTurn, index) => turns[index]!.push(variantTurn));
      }
    });
    const cpu = turns.map((own) => ({
      page: cpuPerRequest(own.map((t) => t.cpu.page)),
      availability: cpuPerRequest(own.map((t) => t.cpu.availability)),
    }));
    const results = variants.map((variant, index) => ({
      page: combine(
        `${variant.label} GET ${page}`,
        turns[index]!.map((t) => t.page),
      ),
      availability: combine(
        `${variant.label} POST /api/booking/availability`,
        turns[index]!.map((t) => t.availability),
      ),
    }));
    log(
      pinned
        ? `  the site processes on CPU ${pinned.servers}, the load generator on CPU ${pinned.bench} (taskset)`
        : '  not pinned to cores (one core, or no taskset)',
    );
    log(
      `${rounds} rounds, each load ${slice} s on each of a variant's ${processesPerVariant} processes, in alternating order; mean req/s, worst p99:`,
    );
    for (const result of results) {
      log(formatLoad(result.page));
      log(formatLoad(result.availability));
    }
    log("  the site process's CPU time per request (user + system), and as a share of off:");
    variants.forEach((variant, index) => {
      const own = cpu[index]!;
      const share = (value: number, of: number) => formatRatio(value / of);
      log(
        `    ${variant.label}: ${page} ${Math.round(own.page)} µs (${share(own.page, cpu[0]!.page)})` +
          `, availability ${Math.round(own.availability)} µs (${share(own.availability, cpu[0]!.availability)})`,
      );
    });
    // The two processes of one variant differ only by chance: how far apart they are is this run's
    // floor, below which a difference between variants is not tracing's.
    log('  process by process (mean req/s; the second as a share of the first):');
    variants.forEach((variant, index) => {
      const own = (k: number, pick: (t: Turn) => LoadResult) =>
        combine(
          '',
          turns[index]!.map((t) => pick(t.processes![k]!)),
        ).requestsPerSecond;
      const pair = (pick: (t: Turn) => LoadResult) =>
        `${own(0, pick)} / ${own(1, pick)} (${formatRatio(own(1, pick) / Math.max(1, own(0, pick)))})`;
      log(
        `    ${variant.label}: ${page} ${pair((t) => t.page)}, availability ${pair((t) => t.availability)}`,
      );
    });
    const [off, on, every] = results as [Measured, Measured, Measured];
    // On (default share) against off, round by round; the budget's figure is the median round.
    const onAgainstOff = (pick: (t: Turn) => LoadResult): Round[] =>
      turns[1]!.map((t, round) => ({ load: pick(t), reference: pick(turns[0]![round]!) }));
    const pageRounds = onAgainstOff((t) => t.page);
    const availabilityRounds = onAgainstOff((t) => t.availability);
    log(
      `  on (default share) vs off, round by round: ${page} ${roundRatios(pageRounds)}` +
        `; availability ${roundRatios(availabilityRounds)}`,
    );
    const medianPage = medianRound(pageRounds);
    const medianAvailability = medianRound(availabilityRounds);
    log(
      `  every request traced: ${page} ${formatRatio(every.page.requestsPerSecond / off.page.requestsPerSecond)}` +
        `, availability ${formatRatio(every.availability.requestsPerSecond / off.availability.requestsPerSecond)} of off`,
    );
    const { exports, bytes } = receiver.received;
    log(
      `  exports received while on: ${exports} (${Math.round(bytes / 1024)} KB), the first with ${receiver.spans.length} spans`,
    );
    if (receiver.spans.length === 0) throw new Error('No span reached the OTLP endpoint');
    return [
      atLeastTimes(
        'telemetry',
        `${page} req/s, tracing on (default share) vs off, ${connections} conns, median of ${rounds} rounds`,
        medianPage.load.requestsPerSecond,
        medianPage.reference.requestsPerSecond,
        0.95,
        on.page.errors + on.page.non2xx,
      ),
      atLeastTimes(
        'telemetry',
        `availability req/s, tracing on (default share) vs off, ${connections} conns, median of ${rounds} rounds`,
        medianAvailability.load.requestsPerSecond,
        medianAvailability.reference.requestsPerSecond,
        0.95,
        on.availability.errors + on.availability.non2xx,
      ),
    ];
  } finally {
    await Promise.all(sites.flat().map((site) => site.stop()));
    await receiver.close();
    for (const siteData of data) siteData.remove();
  }
};
