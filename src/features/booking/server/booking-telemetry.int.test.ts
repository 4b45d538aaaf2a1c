import { eq } from 'drizzle-orm';
import { pinClock } from '@/lib/clock';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { createLogger, installLogger } from '@/lib/log';
import { outboxBacklog, outboxMail } from '@/lib/mail';
import { metrics, startTracing, withSpan, type Tracing } from '@/lib/telemetry';
import {
  asNextRequest,
  startOtlpReceiver,
  type OtlpReceiver,
  type ReceivedSpan,
} from '@/lib/telemetry/testing';
import { availabilityHandler, createHandler, holdHandler, slotsHandler } from '../server';
import { writeBooking } from './embedded/write-booking';
import { bookingToWrite } from './testing/booking-to-write-fixture';
import {
  bookingRequest,
  call,
  seedRestaurants,
  sessionHeaders,
} from './testing/booking-api-harness';

process.env.LOG_LEVEL = 'info';
process.env.TOKEN_SECRET = 'integration-test-token-secret';
process.env.RATE_LIMITS = generousRateLimits;

// Each route inside the request span Next.js gives it, as `next start` serves it.
const route = {
  availability: apiHandler({ POST: availabilityHandler }),
  slots: apiHandler({ GET: slotsHandler }),
  hold: apiHandler({ POST: holdHandler }),
  create: apiHandler({ POST: createHandler }),
};
const served = {
  availability: asNextRequest('/api/booking/availability', route.availability),
  slots: asNextRequest('/api/booking/slots/[storeId]', route.slots),
  hold: asNextRequest('/api/booking/hold/[storeId]', route.hold),
  create: asNextRequest('/api/booking/create/[storeId]', route.create),
};

let receiver: OtlpReceiver;
let tracing: Tracing;
let handle: DatabaseHandle;
let restoreDatabase: () => void;
let restoreClock: () => void;
let restoreLogger: () => void;
const logLines: string[] = [];
let storeId: string;
const date = '2026-12-11';

beforeAll(async () => {
  restoreClock = pinClock('2026-11-30T10:00:00Z');
  receiver = await startOtlpReceiver();
  // Tracing first: the database opened next has its statements traced.
  tracing = await startTracing({ endpoint: receiver.endpoint, sendAtOnce: true });
  restoreLogger = installLogger(createLogger({ write: (line: string) => logLines.push(line) }));
  handle = await createTestDatabase();
  restoreDatabase = installDatabase(handle);
  storeId = (await seedRestaurants()).plain.storeId;
});
afterAll(async () => {
  restoreLogger();
  restoreDatabase();
  restoreClock();
  await tracing.shutdown();
  await handle.close();
  await receiver.close();
});

const counted = async () => {
  const m = metrics();
  const value = async (metric: {
    get(): Promise<{ values: { value: number; labels: object }[] }>;
  }) => (await metric.get()).values.reduce((sum, entry) => sum + entry.value, 0);
  return {
    availabilitySearches: await value(m.availabilitySearches),
    slotsShown: await value(m.slotsShown),
    holds: await value(m.holds),
    bookings: await value(m.bookings),
    requests: (await m.requestSeconds.get()).values.find(
      (entry) =>
        entry.metricName === 'tavola_http_request_duration_seconds_count' &&
        entry.labels.route === '/api/booking/create/[storeId]' &&
        entry.labels.status === '200',
    )?.value,
  };
};

/** One diner's booking through the API: a search, the times, the hold, the booking. */
async function bookOnce() {
  const session = await sessionHeaders({ sessionId: 'telemetry-session-0001' });
  const search = await call(served.availability, {
    method: 'POST',
    body: { stores: [{ storeId }], date: `${date}T19:00:00`, adultCovers: 2, childrenCovers: 0 },
  });
  expect(search.status).toBe(200);
  const slots = await call(served.slots, {
    params: { storeId },
    url: `/?occasionId=table&adults=2&children=0&dates=${date}&menuIds=a-la-carte&areaId=null`,
  });
  const times = slots.body.dates[0].times.map((slot: { time: string }) => slot.time);
  expect(times).toContain('19:00');
  const hold = await call(served.hold, {
    method: 'POST',
    params: { storeId },
    body: { diningDateTime: `${date}T19:00`, adultCovers: 2 },
    headers: session,
  });
  expect(hold.body.heldUntil).not.toBeNull();
  const booked = await call(served.create, {
    method: 'POST',
    params: { storeId },
    body: bookingRequest(date, '19:00'),
    headers: session,
  });
  expect(booked.status).toBe(200);
  await tracing.flush();
  return { times: times.length, reference: booked.body.bookingReference as string, session };
}

const childrenOf = (spans: ReceivedSpan[], parent: ReceivedSpan) =>
  spans.filter((span) => span.parentSpanId === parent.spanId);
const below = (spans: ReceivedSpan[], parent: ReceivedSpan): ReceivedSpan[] =>
  childrenOf(spans, parent).flatMap((child) => [child, ...below(spans, child)]);

describe('a booking through the API, traced and counted', () => {
  let booking: Awaited<ReturnType<typeof bookOnce>>;
  let before: Awaited<ReturnType<typeof counted>>;
  let after: Awaited<ReturnType<typeof counted>>;

  beforeAll(async () => {
    before = await counted();
    booking = await bookOnce();
    after = await counted();
  });

  it('sends the request span with the booking, database and mail spans below it to the collector', () => {
    const { spans } = receiver;
    const request = spans.find((span) => span.name === 'POST /api/booking/create/[storeId]');
    expect(request).toBeDefined();
    expect(request!.parentSpanId).toBeUndefined();
    expect(request!.attributes).toMatchObject({
      'next.route': '/api/booking/create/[storeId]',
      'http.status_code': 200,
    });
    const [create] = childrenOf(spans, request!).filter((span) => span.name === 'booking create');
    expect(create).toBeDefined();
    const inBooking = below(spans, create!);
    expect(inBooking.every((span) => span.traceId === request!.traceId)).toBe(true);
    const transaction = inBooking.find((span) => span.name === 'db transaction');
    expect(transaction).toBeDefined();
    const inTransaction = below(spans, transaction!);
    expect(inTransaction.map((span) => span.name)).toEqual(
      expect.arrayContaining(['db INSERT', 'mail queue']),
    );
    const mail = inTransaction.find((span) => span.name === 'mail queue')!;
    expect(childrenOf(spans, mail).map((span) => span.name)).toEqual(['db INSERT']);
    expect(childrenOf(spans, mail)[0]!.attributes['db.statement']).toMatch(
      /^insert into "outbox_mail"/,
    );
  });

  it('moves the booking funnel by one search, the times shown, one hold and one booking', () => {
    expect(after.availabilitySearches - before.availabilitySearches).toBe(1);
    expect(after.slotsShown - before.slotsShown).toBe(booking.times);
    expect(after.holds - before.holds).toBe(1);
    expect(after.bookings - before.bookings).toBe(1);
    expect((after.requests ?? 0) - (before.requests ?? 0)).toBe(1);
  });

  it('measures the outbox: the confirmation waits unsent (no SMTP_URL)', async () => {
    const { backlog, oldestSeconds } = await outboxBacklog(
      handle.db,
      new Date(Date.now() + 60_000),
    );
    expect(backlog).toBeGreaterThanOrEqual(1);
    expect(oldestSeconds).toBeGreaterThanOrEqual(60);
  });

  it('writes the trace id into the log lines of a traced request', () => {
    const traced = logLines
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'request');
    expect(traced.length).toBeGreaterThan(0);
    expect(traced.every((line) => /^[0-9a-f]{32}$/.test(line.traceId))).toBe(true);
    const ids = new Set(receiver.spans.map((span) => span.traceId));
    expect(traced.every((line) => ids.has(line.traceId))).toBe(true);
  });

  it('sends, logs and counts nothing personal: no name, e-mail, phone, request, token or manage link', async () => {
    const [mail] = await handle.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, 'zoe@example.com'));
    const manageLink = /https?:\/\/\S*\/booking\/([\w-]+)/.exec(mail!.text);
    expect(manageLink).not.toBeNull();
    const request = bookingRequest(date, '19:00');
    const personal = [
      request.firstName,
      request.lastName,
      request.emailAddress,
      '07700',
      '900 123',
      request.specialRequest,
      booking.session.authorization!.replace('Bearer ', ''),
      booking.session.sessionId!,
      manageLink![1]!,
    ];
    const telemetry = {
      traces: receiver.bodies.join('\n'),
      logs: logLines.join('\n'),
      metrics: await metrics().registry.metrics(),
    };
    for (const [where, text] of Object.entries(telemetry)) {
      for (const value of personal) {
        expect({ where, value, found: text.includes(value) }).toEqual({
          where,
          value,
          found: false,
        });
      }
    }
    // No address with its query leaves the process (they carry a diner's details).
    const attributes = receiver.spans.flatMap((span) => Object.values(span.attributes));
    expect(attributes.filter((value) => typeof value === 'string' && value.includes('?'))).toEqual(
      [],
    );
  });
});

describe('bookings written together, traced', () => {
  it("are one 'bookings write' span, in the trace of the booking that started it and linked to each booking's", async () => {
    // Two diners' requests, each its own span, reaching the writer in the same turn.
    const requests: string[] = [];
    const written = await Promise.all(
      ['18:00', '18:30'].map((diningTime, n) =>
        withSpan(`diner ${n}`, {}, (span) => {
          requests.push(span.spanContext().spanId);
          const day = { storeId, date: '2026-12-14' };
          return writeBooking(handle.db, bookingToWrite(n, day, { diningTime }));
        }),
      ),
    );
    expect(written).toHaveLength(2);
    await tracing.flush();
    const writes = receiver.spans.filter((span) => span.name === 'bookings write');
    const [together] = writes.filter((span) => span.attributes['booking.count'] === 2);
    expect(together).toBeDefined();
    expect(together!.parentSpanId).toBe(requests[0]);
    expect(together!.links.map((link) => link.spanId)).toEqual(requests);
    expect(childrenOf(receiver.spans, together!).map((span) => span.name)).toContain(
      'db transaction',
    );
  });
});
