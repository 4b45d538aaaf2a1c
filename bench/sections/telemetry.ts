import { availabilityBody } from '../booking';
import { formatLoad, loadPage, type LoadResult } from '../load';
import { loadOnOpenConnections } from '../open-connections';
import { ports } from '../ports';
import { rawGet } from '../raw-get';
import { atLeastTimes, formatRatio } from '../report';
import { using, type Section } from '../section';
import { buildOnce, freshSiteData, migrate, siteEnv, startSite } from '../site';
import { parseConfig } from '../../src/lib/config';
import { startOtlpReceiver } from '../../src/lib/telemetry/testing';

// Issue 37: what telemetry costs. A cached content page and the availability search, at 10
// connections, from the site with tracing off (request metrics only) and on (spans sent to a local
// OTLP receiver), in one run: on, as configured by default (OTEL_TRACES_SAMPLER_ARG), >= 0.95x
// off's req/s. Tracing one request in ten is measured too, to show what sampling saves.
// Off is measured before and after and their mean taken, as the machine drifts.

const connections = 10;
const page = '/about-us';

interface Pair {
  page: LoadResult;
  availability: LoadResult;
}

async function measureSite(env: NodeJS.ProcessEnv, label: string, seconds: number): Promise<Pair> {
  return using(startSite(ports.site, env), async (site) => {
    const url = site.baseURL + page;
    await rawGet(url);
    await loadPage('warm-up', url, { connections, seconds: 1 });
    const pageLoad = await loadPage(`${label} GET ${page}`, url, { connections, seconds });
    const body = JSON.stringify(availabilityBody());
    const availability = (name: string, loadSeconds: number) =>
      loadOnOpenConnections(name, site.baseURL, {
        connections,
        seconds: loadSeconds,
        maxRequests: 100_000,
        openWith: '/api/health',
        next: () => ({
          method: 'POST',
          path: '/api/booking/availability',
          headers: { 'content-type': 'application/json' },
          body,
        }),
      });
    await availability('warm-up', 1);
    const availabilityLoad = await availability(`${label} POST /api/booking/availability`, seconds);
    return { page: pageLoad, availability: availabilityLoad };
  });
}

/** The share traced when OTEL_TRACES_SAMPLER_ARG is unset: the configuration's default. */
const defaultRatio = (): number => parseConfig({}).OTEL_TRACES_SAMPLER_ARG;

const mean = (a: LoadResult, b: LoadResult): number =>
  (a.requestsPerSecond + b.requestsPerSecond) / 2;

export const telemetrySection: Section = async ({ seconds, log }) => {
  await buildOnce();
  const data = freshSiteData();
  const env = siteEnv(data);
  await migrate(env);
  const receiver = await startOtlpReceiver();
  try {
    const off1 = await measureSite(env, 'off', seconds);
    const on = await measureSite(
      { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint },
      `on (${defaultRatio()} of requests traced)`,
      seconds,
    );
    const sampled = await measureSite(
      { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_TRACES_SAMPLER_ARG: '0.1' },
      'on (0.1 of requests traced)',
      seconds,
    );
    const off2 = await measureSite(env, 'off', seconds);
    for (const load of [off1, on, sampled, off2].flatMap((pair) => [
      pair.page,
      pair.availability,
    ])) {
      log(formatLoad(load));
    }
    log(
      `  one request in ten traced: ${page} ${formatRatio(sampled.page.requestsPerSecond / mean(off1.page, off2.page))}` +
        `, availability ${formatRatio(sampled.availability.requestsPerSecond / mean(off1.availability, off2.availability))} of off`,
    );
    log(`  spans received while on: ${receiver.spans.length}`);
    if (receiver.spans.length === 0) throw new Error('No span reached the OTLP receiver');
    return [
      atLeastTimes(
        'telemetry',
        `${page} req/s, tracing on (default share) vs off, ${connections} conns`,
        on.page.requestsPerSecond,
        mean(off1.page, off2.page),
        0.95,
        on.page.errors + on.page.non2xx,
      ),
      atLeastTimes(
        'telemetry',
        `availability req/s, tracing on (default share) vs off, ${connections} conns`,
        on.availability.requestsPerSecond,
        mean(off1.availability, off2.availability),
        0.95,
        on.availability.errors + on.availability.non2xx,
      ),
    ];
  } finally {
    await receiver.close();
    data.remove();
  }
};
