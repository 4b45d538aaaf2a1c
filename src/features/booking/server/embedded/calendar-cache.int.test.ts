import { createRedisClient } from '@/lib/redis';
import type { CalendarDay } from '../../booking-api.types';
import { createCalendarCache } from './calendar-cache';

// With REDIS_URL (CI sets it beside DATABASE_URL), every process keeps the calendar's months in
// Redis: two caches on two connections stand for two processes. A change made in one is seen by
// the other at once, not after the months expire.
process.env.LOG_LEVEL = 'silent';
const redisUrl = process.env.REDIS_URL;
const log = { warn: jest.fn() };
const day = (status: 'bookable' | 'enquiry'): CalendarDay[] => [{ date: '2026-12-01', status }];

(redisUrl ? describe : describe.skip)('the calendar cache shared through Redis (REDIS_URL)', () => {
  let clients: ReturnType<typeof createRedisClient>[] = [];
  // A store id of this run alone, so runs sharing one Redis never see each other's months.
  const storeId = `test-${process.pid}-${Date.now()}`;
  beforeAll(async () => {
    clients = [createRedisClient(redisUrl!, 'test-a'), createRedisClient(redisUrl!, 'test-b')];
    await Promise.all(clients.map((client) => client.ping()));
  });
  afterAll(() => Promise.all(clients.map((client) => client.quit())));

  const processes = () =>
    clients.map((client) =>
      createCalendarCache({
        ttlMs: 60_000,
        maxEntries: 10,
        maxBytes: 100_000,
        shared: () => client,
        log,
      }),
    ) as [ReturnType<typeof createCalendarCache>, ReturnType<typeof createCalendarCache>];

  it('one process reads the month; the other is answered from Redis; a change in either forgets it in both', async () => {
    const [a, b] = processes();
    const answer = { now: day('bookable') };
    const load = jest.fn(async () => answer.now);
    expect(await a.read(storeId, '2026-12', '2', load)).toEqual(day('bookable'));
    expect(await b.read(storeId, '2026-12', '2', load)).toEqual(day('bookable'));
    expect(load).toHaveBeenCalledTimes(1);

    // Process b takes the last table of 11 December: process a reads the month again at once.
    answer.now = day('enquiry');
    await b.forget(storeId, '2026-12-11');
    expect(await a.read(storeId, '2026-12', '2', load)).toEqual(day('enquiry'));
    expect(await b.read(storeId, '2026-12', '2', load)).toEqual(day('enquiry'));
    expect(load).toHaveBeenCalledTimes(2);
    // Another month of the store is not touched.
    await a.read(storeId, '2027-01', '2', load);
    await a.forget(storeId, '2026-12-12');
    await b.read(storeId, '2027-01', '2', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('never keeps, for the other process, a month read before a change', async () => {
    const [a, b] = processes();
    let release: (days: CalendarDay[]) => void = () => {};
    const slow = jest.fn(() => new Promise<CalendarDay[]>((resolve) => (release = resolve)));
    const reading = a.read(storeId, '2026-11', '2', slow);
    await new Promise((resolve) => setTimeout(resolve, 20)); // a has asked Redis, and reads the database
    await b.forget(storeId, '2026-11-30');
    release(day('bookable'));
    await reading;
    const fresh = jest.fn(async () => day('enquiry'));
    expect(await b.read(storeId, '2026-11', '2', fresh)).toEqual(day('enquiry'));
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('keeps every month in Redis with a time to live', async () => {
    const [a] = processes();
    await a.read(storeId, '2027-02', '4', async () => day('bookable'));
    const keys = await clients[0]!.keys(`tavola:calendar:${storeId}:2027-02:*`);
    expect(keys).toHaveLength(1);
    const ttl = await clients[0]!.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

if (!redisUrl) {
  it('skips the shared calendar: REDIS_URL is not set', () => {
    expect(redisUrl).toBeUndefined();
  });
}
