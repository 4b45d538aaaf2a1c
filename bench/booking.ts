import { defaultBookingRules } from '../src/features/booking/server/engine/default-rules';
import { addCalendarDays } from '../src/lib/clock/calendar-days';
import { londonDate } from '../src/lib/clock/london';
import { formatLoad, load, type LoadResult } from './load';
import { loadOnOpenConnections, type LoadRequest } from './open-connections';

/** A date two weeks ahead (London), when every seeded restaurant is open at 19:00. */
function benchDate(): string {
  const date = new Date(Date.now() + 14 * 24 * 3600_000);
  return date.toISOString().slice(0, 10);
}

/** The body of an availability request for 5 stores (1001 to 1005), two weeks ahead at 19:00. */
export function availabilityBody() {
  return {
    stores: ['1001', '1002', '1003', '1004', '1005'].map((storeId, i) => ({ storeId, miles: i })),
    date: `${benchDate()}T19:00:00`,
    adultCovers: 2,
    childrenCovers: 1,
  };
}

/**
 * Availability for 5 stores against a minimal API route (the health check), in one run: their
 * ratio says what the engine costs, whatever the machine's speed.
 */
export async function availabilityBenchmark(baseURL: string): Promise<string[]> {
  const body = availabilityBody();
  const minimal = await load('GET /api/health (minimal route)', `${baseURL}/api/health`);
  const availability = await load(
    'POST /api/booking/availability (5)',
    `${baseURL}/api/booking/availability`,
    {
      method: 'POST',
      body,
    },
  );
  const ratio = availability.requestsPerSecond / Math.max(1, minimal.requestsPerSecond);
  return [
    formatLoad(minimal),
    formatLoad(availability),
    `  availability / minimal route: ${ratio.toFixed(2)} of the throughput`,
  ];
}

/**
 * 500 create attempts at once on one slot of one restaurant: every answer must be a booking or a
 * code 4, and the booked guests must not exceed the slot's capacity (pacing) — overbookings: 0.
 */
export async function overbookingBenchmark(baseURL: string): Promise<string[]> {
  const storeId = '1010';
  const date = benchDate();
  const sessionId = 'bench-session-0001';
  const token = await fetch(`${baseURL}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sessionId },
    body: JSON.stringify({ clearCache: true }),
  }).then((r) => r.json() as Promise<{ accessToken: string }>);
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token.accessToken}`,
    brandKey: 'tavola',
    sessionId,
  };
  const attempt = (i: number) =>
    fetch(`${baseURL}/api/booking/create/${storeId}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'Diner',
        emailAddress: `bench${i}@example.com`,
        mobilePhoneNumber: '07700900123',
        diningDateTime: `${date}T19:00`,
        bookingTime: '19:00',
        adultCovers: 2,
        childCovers: 0,
      }),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { code?: number },
    }));

  const started = performance.now();
  const results = await Promise.all(Array.from({ length: 500 }, (_, i) => attempt(i)));
  const seconds = (performance.now() - started) / 1000;
  const booked = results.filter((r) => r.status === 200).length;
  const refused = results.filter((r) => r.body.code === 4).length;
  const other = results.length - booked - refused;

  // A fresh database seeds the default rules: an empty slot takes its pacing, in guests.
  const capacity = Math.min(
    defaultBookingRules(storeId).coversPerSlot,
    defaultBookingRules(storeId).seats,
  );
  const overbooked = Math.max(0, booked * 2 - capacity);
  return [
    `  500 concurrent creates on one slot: ${booked} booked, ${refused} refused (code 4), ${other} other, in ${seconds.toFixed(1)} s`,
    `  slot capacity ${capacity} guests, booked ${booked * 2} guests: overbookings ${overbooked}`,
  ];
}

/**
 * A burst past a rate limit: `count` token requests at once from one visitor (an address behind
 * the trusted proxy). The limit lets exactly its points through; every other answer is a 429.
 */
export async function rateLimitBurstBenchmark(
  baseURL: string,
  { count = 300, limit = 60 } = {},
): Promise<string[]> {
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, () =>
      fetch(`${baseURL}/api/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '203.0.113.200',
          sessionId: 'bench-burst-session',
        },
        body: '{}',
      }).then((response) => response.status),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const allowed = statuses.filter((status) => status === 200).length;
  const limited = statuses.filter((status) => status === 429).length;
  const other = count - allowed - limited;
  const share = (limited / count) * 100;
  return [
    `  ${count} token requests at once from one visitor in ${seconds.toFixed(1)} s: ${allowed} allowed, ${limited} refused with 429 (${share.toFixed(0)}%), ${other} other`,
    `  the limit is ${limit} a minute: ${allowed === limit && other === 0 ? 'held exactly' : 'NOT HELD'}`,
  ];
}

/** The restaurant the create load books at: no other benchmark uses it (they use 1001 to 1010). */
const createStoreId = '1012';

/** A date five months ahead (London), never Christmas Eve to Boxing Day, when hours differ. */
function farDate(): string {
  const date = new Date(`${londonDate(new Date())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 150);
  while (['12-24', '12-25', '12-26'].includes(date.toISOString().slice(5, 10))) {
    date.setUTCDate(date.getUTCDate() + 1);
  }
  return date.toISOString().slice(0, 10);
}

/** Every quarter hour from 12:00 to 20:45: the attempts are spread over the day's slots. */
const createTimes = Array.from({ length: 36 }, (_, i) => {
  const minutes = 12 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export interface CreateLoad {
  /** Creates on connections already open (the budget's figure: see open-connections.ts). */
  result: LoadResult;
  /** The same load on 50 new connections, each first request timed from before it connects. */
  onNewConnections: LoadResult;
  date: string;
  storeId: string;
  /** The refusals by status and catalogue code, e.g. `409 code 4 BOOKING_NO_FREE_SLOT`: count. */
  refusals: Record<string, number>;
}

/**
 * Booking creates under load: `connections` at once for `seconds` or `maxRequests`, whichever
 * comes first, each a party of two with its own e-mail address and Idempotency-Key, spread over
 * the slots of one day five months ahead at one restaurant no other benchmark books. As slots
 * fill, creates are refused (409, code 4): expected, and counted apart.
 *
 * Measured on connections already open, as a CDN or a load balancer keeps them to the site (see
 * open-connections.ts), then once more on new connections at another restaurant, for comparison.
 */
export async function bookingCreateLoad(
  baseURL: string,
  { connections = 50, seconds = 5, maxRequests = 1500 } = {},
): Promise<CreateLoad> {
  const run = Date.now().toString(36);
  const sessionId = `bench-create-${run}`;
  const date = farDate();
  const token = await fetch(`${baseURL}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sessionId },
    body: JSON.stringify({ clearCache: true }),
  }).then((r) => r.json() as Promise<{ accessToken: string }>);
  const session = { run, sessionId, accessToken: token.accessToken };
  const bounds = { connections, seconds, maxRequests, openWith: '/api/health' };
  const onOpenConnections = (storeId: string, dates: string[], refusals: Record<string, number>) =>
    loadOnOpenConnections(`POST /api/booking/create (${connections} c, open)`, baseURL, {
      ...bounds,
      next: createRequests(storeId, dates, session),
      onResponse: countRefusal(refusals),
    });
  // Warmed up as availability is, with as many creates as are measured: the route's first
  // requests load and compile its code, which is not what a booking costs. At another restaurant,
  // over ten days, so the warm-up books as well as refuses; the measured restaurant starts with
  // every slot free.
  const warmUpDates = Array.from({ length: 10 }, (_, i) => addCalendarDays(date, i));
  await onOpenConnections(warmUpStoreId, warmUpDates, {});
  const refusals: Record<string, number> = {};
  const result = await onOpenConnections(createStoreId, [date], refusals);
  const next = createRequests(newConnectionsStoreId, [date], session);
  let sent = 0;
  const onNewConnections = await load(
    `POST /api/booking/create (${connections} c, new)`,
    `${baseURL}/api/booking/create/${newConnectionsStoreId}`,
    {
      method: 'POST',
      connections,
      seconds,
      maxRequests,
      requests: [
        {
          setupRequest: (request) => {
            const { headers, body } = next(sent++);
            return { ...request, headers: { ...request.headers, ...headers }, body };
          },
        },
      ],
    },
  );
  return { result, onNewConnections, date, storeId: createStoreId, refusals };
}

/** The restaurant the create load warms up at: no other benchmark books there. */
const warmUpStoreId = '1011';

/** The restaurant the create load books on new connections: no other benchmark books there. */
const newConnectionsStoreId = '1014';

/**
 * The creates at one restaurant, the i-th a party of two with its own e-mail and Idempotency-Key,
 * over the dates and the day's quarter hours in turn.
 */
function createRequests(
  storeId: string,
  dates: string[],
  { run, sessionId, accessToken }: { run: string; sessionId: string; accessToken: string },
): (i: number) => LoadRequest {
  return (i) => {
    const time = createTimes[i % createTimes.length]!;
    const date = dates[i % dates.length]!;
    return {
      method: 'POST',
      path: `/api/booking/create/${storeId}`,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
        brandKey: 'tavola',
        sessionId,
        'idempotency-key': `bench-${run}-${storeId}-${i}`,
      },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'Diner',
        emailAddress: `bench-create-${run}-${storeId}-${i}@example.com`,
        mobilePhoneNumber: '07700900123',
        diningDateTime: `${date}T${time}`,
        bookingTime: time,
        adultCovers: 2,
        childCovers: 0,
      }),
    };
  };
}

/** Counts each refusal by status and catalogue code, e.g. `409 code 4 BOOKING_NO_FREE_SLOT`. */
function countRefusal(refusals: Record<string, number>) {
  return (status: number, body: string) => {
    if (status < 300) return;
    let code = '';
    try {
      const refusal = JSON.parse(body) as { code?: number; title?: string };
      code = refusal.code === undefined ? '' : ` code ${refusal.code} ${refusal.title ?? ''}`;
    } catch {
      // not JSON: the status says it all
    }
    const key = `${status}${code}`.trim();
    refusals[key] = (refusals[key] ?? 0) + 1;
  };
}
