import { dateAhead } from '../booking';
import { formatLoad, type LoadResult } from '../load';
import { loadOnOpenConnections, type LoadRequest } from '../open-connections';
import { ports } from '../ports';
import { atMostTimes, type BudgetResult } from '../report';
import { using, type Section } from '../section';
import { buildOnce, freshSiteData, migrate, siteEnv, startSite } from '../site';

// Issue 35: the availability calendar (a month of a restaurant for a party) against the slots of
// one day, both as diners ask them: 20 connections, each request another restaurant, party and
// date (or month), so both answer from their short-lived copies as often as real searches would.
// Budget: the month's p99 within 2x of the day's.

const connections = 20;
const stores = Array.from({ length: 10 }, (_, i) => String(1001 + i));
const first = dateAhead(7);
/** The i-th search's restaurant, party and date: spread over 10 restaurants, 6 parties, 60 days. */
const search = (i: number) => {
  const date = new Date(`${first}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((i * 7) % 60));
  return {
    store: stores[i % stores.length]!,
    adults: 1 + (Math.floor(i / stores.length) % 6),
    date: date.toISOString().slice(0, 10),
  };
};
const slots = (i: number): LoadRequest => {
  const { store, adults, date } = search(i);
  return {
    method: 'GET',
    path: `/api/booking/slots/${store}?adults=${adults}&children=0&dates=${date}`,
    headers: {},
  };
};
const calendar = (i: number): LoadRequest => {
  const { store, adults, date } = search(i);
  return {
    method: 'GET',
    path: `/api/booking/calendar/${store}?month=${date.slice(0, 7)}&adults=${adults}&children=0`,
    headers: {},
  };
};

const load = (name: string, baseURL: string, seconds: number, next: (i: number) => LoadRequest) =>
  loadOnOpenConnections(name, baseURL, {
    connections,
    seconds,
    maxRequests: 100_000,
    openWith: '/api/health',
    next,
  });

export const calendarSection: Section = async ({ seconds, log }) => {
  await buildOnce();
  const data = freshSiteData();
  try {
    const env = siteEnv(data);
    await migrate(env);
    return await using(startSite(ports.site, env), async (site) => {
      // The first requests load each route's code and each restaurant's rules.
      await load('warm-up', site.baseURL, 2, slots);
      await load('warm-up', site.baseURL, 2, calendar);
      const day: LoadResult = await load(
        `GET /api/booking/slots, one day (${connections} c)`,
        site.baseURL,
        seconds,
        slots,
      );
      const month: LoadResult = await load(
        `GET /api/booking/calendar, one month (${connections} c)`,
        site.baseURL,
        seconds,
        calendar,
      );
      log(formatLoad(day));
      log(formatLoad(month));
      const failed = day.errors + day.non2xx + month.errors + month.non2xx;
      if (failed > 0) log(`  ${failed} requests failed or answered other than 2xx`);
      return [
        atMostTimes(
          'calendar PGlite',
          `month p99 vs one day's slots p99, ${connections} conns`,
          month.p99Ms,
          day.p99Ms,
          2,
        ),
      ] satisfies BudgetResult[];
    });
  } finally {
    data.remove();
  }
};
