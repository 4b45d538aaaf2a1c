import { randomBytes } from 'node:crypto';
import { baselinePaths, buildBaseline, startBaseline } from '../baseline';
import {
  availabilityBody,
  bookingSession,
  countRefusal,
  createRequests,
  dateAhead,
  daysFrom,
} from '../booking';
import { formatLoad, type LoadResult } from '../load';
import { loadOnOpenConnections, type LoadRequest } from '../open-connections';
import { overbookingAcrossProcesses } from '../overbooking';
import { ports } from '../ports';
import { createDatabase } from '../postgres';
import { atLeastTimes, atMostTimes, exactly, formatMs, under, type BudgetResult } from '../report';
import { using, type Section } from '../section';
import { buildOnce, freshSiteData, migrate, siteEnv, startSite, type SiteData } from '../site';

// Issue 31: the booking API through Next's router, on PGlite and on PostgreSQL (with Redis, as
// production runs): availability >= 0.5x a minimal Next API route; a create at 20 concurrent diners
// with a p99 within 3x of a minimal route running one insert transaction on the same database, and
// under 100 ms; then 0 overbookings in 500 concurrent attempts across 2 processes (PostgreSQL).

const availabilityConnections = 10;
const diners = 20;
const createP99LimitMs = 100;
/** The restaurants the creates warm up at and are measured at: no other load books there. */
const warmUpStore = '1011';
const measuredStore = '1012';

/** A bounded load on open connections (open-connections.ts), each connection opened with `path`. */
const onOpen = (
  name: string,
  baseURL: string,
  connections: number,
  seconds: number,
  next: (i: number) => LoadRequest,
  onResponse?: (status: number, body: string) => void,
): Promise<LoadResult> =>
  loadOnOpenConnections(name, baseURL, {
    connections,
    seconds,
    maxRequests: 100_000,
    openWith: '/api/health',
    next,
    onResponse,
  });

const json = { 'content-type': 'application/json' };

/** The availability and create budgets on one database. */
async function measure(
  database: string,
  siteURL: string,
  baselineURL: string,
  seconds: number,
  log: (line: string) => void,
): Promise<BudgetResult[]> {
  const section = `booking ${database}`;
  const minimal = (): LoadRequest => ({ method: 'GET', path: baselinePaths.api, headers: {} });
  const body = JSON.stringify(availabilityBody());
  const availability = (): LoadRequest => ({
    method: 'POST',
    path: '/api/booking/availability',
    headers: json,
    body,
  });
  await onOpen('warm-up', baselineURL, availabilityConnections, 1, minimal);
  await onOpen('warm-up', siteURL, availabilityConnections, 1, availability);
  const minimalLoad = await onOpen(
    `GET ${baselinePaths.api} (${availabilityConnections} c)`,
    baselineURL,
    availabilityConnections,
    seconds,
    minimal,
  );
  const availabilityLoad = await onOpen(
    `POST /api/booking/availability (${availabilityConnections} c)`,
    siteURL,
    availabilityConnections,
    seconds,
    availability,
  );
  log(formatLoad(minimalLoad));
  log(formatLoad(availabilityLoad));

  // One insert transaction a request, on the same database, by 20 diners at once.
  const insert = (): LoadRequest => ({
    method: 'POST',
    path: baselinePaths.insert,
    headers: json,
    body: '{}',
  });
  await onOpen('warm-up', baselineURL, diners, 1, insert);
  const insertLoad = await onOpen(
    `POST ${baselinePaths.insert} (${diners} c)`,
    baselineURL,
    diners,
    seconds,
    insert,
  );
  log(formatLoad(insertLoad));

  // Creates: warmed up at another restaurant with as many as are measured (the route's first
  // requests load its code), then measured at a restaurant whose days are all free.
  const session = await bookingSession(siteURL, database);
  const days = daysFrom(dateAhead(150), 30);
  await onOpen('warm-up', siteURL, diners, seconds, createRequests(warmUpStore, days, session));
  const refusals: Record<string, number> = {};
  const createLoad = await onOpen(
    `POST /api/booking/create (${diners} c)`,
    siteURL,
    diners,
    seconds,
    createRequests(measuredStore, days, session),
    countRefusal(refusals),
  );
  log(formatLoad(createLoad));
  const refused = Object.entries(refusals).map(([key, n]) => `${n} x ${key}`);
  log(`  creates refused: ${refused.join(', ') || 'none'}`);
  const serverErrors = Object.entries(createLoad.statuses)
    .filter(([status]) => status.startsWith('5'))
    .reduce((sum, [, n]) => sum + n, 0);

  return [
    atLeastTimes(
      section,
      `availability req/s vs minimal API route, ${availabilityConnections} conns`,
      availabilityLoad.requestsPerSecond,
      minimalLoad.requestsPerSecond,
      0.5,
      availabilityLoad.errors + availabilityLoad.non2xx,
    ),
    atMostTimes(
      section,
      `create p99 vs one-insert route, ${diners} diners`,
      createLoad.p99Ms,
      insertLoad.p99Ms,
      3,
    ),
    under(section, `create p99, ${diners} diners`, createLoad.p99Ms, createP99LimitMs, formatMs),
    exactly(
      section,
      `create server errors and failed connections`,
      serverErrors + createLoad.errors,
      0,
    ),
  ];
}

/** The section on PGlite: one site process (its embedded database), the minimal app on its own. */
async function onPglite(data: SiteData, seconds: number, log: (line: string) => void) {
  const env = siteEnv(data);
  await migrate(env);
  const baselineDir = await buildBaseline();
  const baselineDatabase = { PGLITE_DIR: `${data.pgliteDir}-baseline` };
  return using(startBaseline(baselineDir, ports.baseline, baselineDatabase), (baseline) =>
    using(startSite(ports.site, env), (site) =>
      measure('PGlite', site.baseURL, baseline.baseURL, seconds, log),
    ),
  );
}

/** The section on PostgreSQL and Redis: the same, then the overbooking load across two processes. */
async function onPostgres(data: SiteData, seconds: number, log: (line: string) => void) {
  const database = await createDatabase();
  try {
    const env = siteEnv(data, {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
    });
    await migrate(env);
    const baselineDir = await buildBaseline();
    const baselineDatabase = { DATABASE_URL: database.url };
    return await using(startBaseline(baselineDir, ports.baseline, baselineDatabase), (baseline) =>
      using(startSite(ports.site, env), async (site) => {
        const budgets = await measure('PostgreSQL', site.baseURL, baseline.baseURL, seconds, log);
        await baseline.stop();
        const overbooking = await using(startSite(ports.secondSite, env), (second) =>
          overbookingAcrossProcesses([site.baseURL, second.baseURL], database.url),
        );
        log(`  ${overbooking.line}`);
        budgets.push(
          exactly(
            'booking PostgreSQL',
            '500 concurrent creates on one slot, 2 processes: overbookings',
            overbooking.overbookings,
            0,
            overbooking.detail,
          ),
          exactly(
            'booking PostgreSQL',
            '500 concurrent creates: answers neither booked nor refused (code 4)',
            overbooking.others,
            0,
          ),
        );
        return budgets;
      }),
    );
  } finally {
    await database.drop();
  }
}

export const bookingSection: Section = async ({ seconds, log }) => {
  await buildOnce();
  const data = freshSiteData();
  try {
    log('PGlite (embedded, one process):');
    const budgets = await onPglite(data, seconds, log);
    log('PostgreSQL and Redis:');
    budgets.push(...(await onPostgres(data, seconds, log)));
    return budgets;
  } finally {
    data.remove();
  }
};
