import { availabilityBody } from '../booking';
import { formatLoad, loadPage, type LoadResult } from '../load';
import { loadOnOpenConnections } from '../open-connections';
import { ports } from '../ports';
import { rawGet } from '../raw-get';
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
// The three run side by side and take turns, in rounds whose order alternates (off, on, every,
// then every, on, off ...): measured one after the other, two runs of 'off' alone differed by a
// quarter on this machine, five times the budget, as it drifts. Each figure is the mean of its
// turns.

const connections = 10;
const page = '/about-us';
const rounds = 4;

interface Variant {
  label: string;
  env: Record<string, string>;
  port: number;
}

interface Measured {
  page: LoadResult;
  availability: LoadResult;
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

/** One turn of a variant: the page, then the availability search. */
async function turn(site: SiteProcess, label: string, seconds: number): Promise<Measured> {
  return {
    page: await loadPage(`${label} GET ${page}`, site.baseURL + page, { connections, seconds }),
    availability: await availabilityLoad(site, `${label} POST /api/booking/availability`, seconds),
  };
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
  const data: SiteData[] = [];
  const sites: SiteProcess[] = [];
  try {
    const otlp = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint };
    const variants: Variant[] = [
      { label: 'off', env: {}, port: ports.site },
      { label: `on (${defaultRatio()} traced)`, env: otlp, port: ports.secondSite },
      {
        label: 'on (every request traced)',
        env: { ...otlp, OTEL_TRACES_SAMPLER_ARG: '1' },
        port: ports.thirdSite,
      },
    ];
    // Each its own database and content copy: PGlite is one process's.
    for (const variant of variants) {
      const siteData = freshSiteData();
      data.push(siteData);
      const env = { ...siteEnv(siteData), ...variant.env };
      await migrate(env);
      const site = await startSite(variant.port, env);
      sites.push(site);
      await rawGet(site.baseURL + page);
      await turn(site, 'warm-up', 1);
    }

    const turns = variants.map(() => [] as Measured[]);
    const slice = Math.max(1, seconds / 2);
    for (let round = 0; round < rounds; round++) {
      const order = variants.map((_, index) => index);
      if (round % 2 === 1) order.reverse();
      for (const index of order) {
        turns[index]!.push(await turn(sites[index]!, variants[index]!.label, slice));
      }
    }
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
    log(`${rounds} turns of ${slice} s each, in alternating order; mean req/s, worst p99:`);
    for (const result of results) {
      log(formatLoad(result.page));
      log(formatLoad(result.availability));
    }
    const [off, on, every] = results as [Measured, Measured, Measured];
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
        `${page} req/s, tracing on (default share) vs off, ${connections} conns`,
        on.page.requestsPerSecond,
        off.page.requestsPerSecond,
        0.95,
        on.page.errors + on.page.non2xx,
      ),
      atLeastTimes(
        'telemetry',
        `availability req/s, tracing on (default share) vs off, ${connections} conns`,
        on.availability.requestsPerSecond,
        off.availability.requestsPerSecond,
        0.95,
        on.availability.errors + on.availability.non2xx,
      ),
    ];
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
    await receiver.close();
    for (const siteData of data) siteData.remove();
  }
};
