import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { closeRedis, redisReady } from '@/lib/redis';
import type { BookingPageProps } from './booking-page';
import { getBookingPageProps } from './booking-page.server';

process.env.LOG_LEVEL = 'silent';
// Three page views per address, so the test reaches the limit.
process.env.RATE_LIMITS = 'booking-manage=3/10m';
// With Redis (the PostgreSQL run) the counts outlive the test: each run counts on its own.
process.env.REDIS_PREFIX = `booking-page-test-${Date.now()}`;

let handle: DatabaseHandle;
let restore: () => void;
beforeAll(async () => {
  handle = await createTestDatabase();
  restore = installDatabase(handle);
  // With Redis, counting starts once it is connected (before that, each process counts alone).
  await redisReady();
});
afterAll(async () => {
  restore();
  await handle.close();
  await closeRedis();
});

/** getBookingPageProps for /booking/{token} from one address, with the response it set. */
async function load(token: string, address: string) {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: address });
  const req = new IncomingMessage(socket);
  const res = new ServerResponse(req);
  const context = { req, res, params: { token } } as unknown as GetServerSidePropsContext;
  const result = (await getBookingPageProps(context)) as { props: BookingPageProps };
  return { status: res.statusCode, headers: res.getHeaders(), props: result.props };
}

describe('/booking/{token}', () => {
  it('answers 404 with no booking for a wrong link, never cached or indexed', async () => {
    const { status, headers, props } = await load('x'.repeat(43), '192.0.2.10');
    expect(status).toBe(404);
    expect(props).toMatchObject({ token: null, booking: null, limited: null });
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('past the limit says how long to wait (429), not that the booking is missing', async () => {
    for (let view = 0; view < 3; view += 1) {
      expect((await load('y'.repeat(43), '192.0.2.20')).status).toBe(404);
    }
    const { status, headers, props } = await load('y'.repeat(43), '192.0.2.20');
    expect(status).toBe(429);
    expect(headers['retry-after']).toMatch(/^\d+$/);
    expect(props.booking).toBeNull();
    expect(props.limited).toMatch(
      /^Too many requests from here\. Please wait (a minute|\d+ minutes) and try again, or call the restaurant\.$/,
    );
    // Another address is not held back.
    expect((await load('y'.repeat(43), '192.0.2.21')).status).toBe(404);
  });
});
