import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pinClock } from '@/lib/clock';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { createLogger, installLogger } from '@/lib/log';
import { createHandler } from '../server';
import {
  bookingRequest,
  call,
  seedRestaurants,
  sessionHeaders,
} from './testing/booking-api-harness';

process.env.LOG_LEVEL = 'info';
process.env.TOKEN_SECRET = 'integration-test-token-secret';
process.env.RATE_LIMITS = generousRateLimits;

const create = apiHandler({ POST: createHandler });
let handle: DatabaseHandle;
let restore: () => void;
let restoreClock: () => void;
let restoreLogger: () => void;
const lines: string[] = [];

beforeAll(async () => {
  restoreClock = pinClock('2026-11-30T10:00:00Z');
  handle = await createTestDatabase();
  restore = installDatabase(handle);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  restoreLogger = installLogger(createLogger(sink));
});
afterAll(async () => {
  restoreLogger();
  restoreClock();
  restore();
  await handle.close();
});

describe('the log of a booking whose query failed', () => {
  it('names the failed query, without the diner’s details or the manage link', async () => {
    const { plain } = await seedRestaurants();
    // The confirmation e-mail cannot be stored: the booking's transaction fails on its insert,
    // whose values are the e-mail's address, text and manage link.
    await handle.db.execute(sql`alter table outbox_mail rename to outbox_mail_away`);
    try {
      const { status } = await call(create, {
        method: 'POST',
        params: { storeId: plain.storeId },
        body: bookingRequest('2026-12-11', '12:30', { specialRequest: 'Nut allergy, Zoë' }),
        headers: await sessionHeaders({ 'x-request-id': 'failed-booking-log' }),
      });
      expect(status).toBe(500);
    } finally {
      await handle.db.execute(sql`alter table outbox_mail_away rename to outbox_mail`);
    }
    const failure = lines.find((line) => line.includes('"request failed"'));
    expect(failure).toBeDefined();
    expect(failure).toContain('Failed query: insert into \\"outbox_mail\\"');
    for (const personal of ['zoe@example.com', '07700', 'Nut allergy', "O'Neill", 'params:']) {
      expect(lines.join('\n')).not.toContain(personal);
    }
    // The manage link of the confirmation e-mail.
    expect(lines.join('\n')).not.toMatch(/https?:\/\/[^"\s]*\/booking\//);
  });

  it('hides the preview secret of a request’s address, and keeps its path', () => {
    const sink: string[] = [];
    const logger = createLogger({ write: (line: string) => void sink.push(line) });
    logger
      .child({ url: '/api/draft?secret=preview-secret-1234&path=/menus' })
      .info({ status: 307 }, 'request');
    expect(sink.join('')).not.toContain('preview-secret-1234');
    expect(sink.join('')).toContain('/api/draft?secret=[Redacted]&path=/menus');
  });
});
