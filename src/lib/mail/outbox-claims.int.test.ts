import { sql } from 'drizzle-orm';
import { pinClock } from '@/lib/clock';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import type { DatabaseHandle } from '@/lib/db';
import { outboxMail, writeToOutbox } from './index';
import { claimDueMail, recordFailure, recordSent } from './outbox-queue';
import { abandonedClaimError, createSmtpTransport, deliverDueMail, sendingLeaseMs } from './sender';
import {
  copiesTo,
  countingTransport,
  later,
  recordingLog,
  storedMail,
  testSettings,
} from './testing/outbox-test-kit';
import { startSmtpTestServer, type SmtpTestServer } from './testing/smtp-test-server';

// Each message at most once: with several processes sending, and when a process dies mid-attempt.
describe(`outbox claims (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const t0 = '2026-03-02T09:00:00.000Z';
  let handle: DatabaseHandle;
  let server: SmtpTestServer;
  let transports: ReturnType<typeof createSmtpTransport>[];
  let unpin: () => void = () => {};

  beforeAll(async () => {
    handle = await createTestDatabase();
    server = await startSmtpTestServer();
    transports = [createSmtpTransport(server.url), createSmtpTransport(server.url)];
  });
  afterAll(async () => {
    for (const transport of transports) transport.close();
    await server.stop();
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(outboxMail);
    server.received.length = 0;
    unpin = pinClock(t0);
  });
  afterEach(() => unpin());

  it('sends every message exactly once when two senders work through the outbox at once', async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => `guest${i}@example.com`);
    for (const to of recipients) await writeToOutbox(handle.db, { to, subject: 'S', text: 'T' });
    // Two processes, each with its own transport, ticking side by side in small batches.
    const senders = transports.map((transport) => countingTransport(transport));
    const settings = { ...testSettings, batchSize: 4 };
    const tick = () =>
      Promise.all(
        senders.map((transport) =>
          deliverDueMail({ db: handle.db, transport, settings, log: recordingLog() }),
        ),
      );
    for (let round = 0; round < 10; round += 1) {
      const reports = await tick();
      if (reports.every((report) => report.sent === 0)) break;
    }

    for (const to of recipients) expect(copiesTo(server.received, to)).toBe(1);
    expect(server.received).toHaveLength(30);
    // Both really sent: the claims were taken side by side, not one after the other.
    expect(senders.map((sender) => sender.count > 0)).toEqual([true, true]);
    const rows = await handle.db.select().from(outboxMail);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('claims each due message for one sender only', async () => {
    for (let i = 0; i < 10; i += 1) {
      await writeToOutbox(handle.db, { to: `c${i}@example.com`, subject: 'S', text: 'T' });
    }
    const now = new Date(t0);
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => claimDueMail(handle.db, { now, limit: 3 })),
    );
    expect(claims.every((claim) => claim.length <= 3)).toBe(true);
    const ids = claims.flat().map((mail) => mail.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(claims.flat().every((mail) => mail.status === 'sending' && mail.attempts === 1)).toBe(
      true,
    );
  });

  it('marks a claim abandoned by a stopped process failed, delivery unknown, and never sends it', async () => {
    const mail = await writeToOutbox(handle.db, {
      to: 'gone@example.com',
      subject: 'S',
      text: 'T',
    });
    // A process claims the message, then dies before it records anything.
    const [claimed] = await claimDueMail(handle.db, { now: new Date(t0), limit: 10 });
    expect(claimed!.id).toBe(mail.id);

    const deliver = (log = recordingLog()) =>
      deliverDueMail({ db: handle.db, transport: transports[0]!, settings: testSettings, log });
    unpin();
    unpin = pinClock(later(t0, sendingLeaseMs - 1000));
    expect(await deliver()).toMatchObject({ sent: 0, abandoned: 0 });
    expect(await storedMail(handle.db, mail.id)).toMatchObject({ status: 'sending' });

    unpin();
    unpin = pinClock(later(t0, sendingLeaseMs + 1000));
    const log = recordingLog();
    expect(await deliver(log)).toEqual({ sent: 0, retrying: 0, failed: 0, abandoned: 1 });
    expect(await storedMail(handle.db, mail.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: abandonedClaimError,
      sentAt: null,
    });
    expect(log.lines).toContainEqual({
      level: 'error',
      message: expect.stringContaining('Mail delivery unknown'),
    });

    unpin();
    unpin = pinClock(later(t0, 86_400_000));
    await deliver();
    expect(server.received).toHaveLength(0);
  });

  it('lets only the claim that made an attempt record its outcome', async () => {
    await writeToOutbox(handle.db, { to: 'late@example.com', subject: 'S', text: 'T' });
    const [claimed] = await claimDueMail(handle.db, { now: new Date(t0), limit: 1 });
    await deliverDueMail({
      db: handle.db,
      transport: transports[0]!,
      settings: testSettings,
      log: recordingLog(),
      now: later(t0, sendingLeaseMs + 1),
    });
    // The slow process's failure cannot put the given-up message back in the queue...
    expect(await recordFailure(handle.db, claimed!, { error: 'x', retryAt: new Date(t0) })).toBe(
      false,
    );
    expect(await storedMail(handle.db, claimed!.id)).toMatchObject({ status: 'failed' });
    // ...but its success is the truth, and is recorded.
    expect(await recordSent(handle.db, claimed!, later(t0, sendingLeaseMs + 2))).toBe('late');
    expect(await storedMail(handle.db, claimed!.id)).toMatchObject({ status: 'sent' });
  });

  it('sends a row written without the new columns (as before this sender existed)', async () => {
    await handle.db.execute(
      sql`insert into outbox_mail ("to", subject, text) values ('old@example.com', 'Old', 'Kept')`,
    );
    // Its next attempt defaults to the database's now(): deliver an hour past the real time, so a
    // database server whose clock differs a little from this process's still finds it due.
    unpin();
    unpin = () => {};
    const report = await deliverDueMail({
      db: handle.db,
      transport: transports[0]!,
      settings: testSettings,
      log: recordingLog(),
      now: new Date(Date.now() + 3_600_000),
    });
    expect(report).toMatchObject({ sent: 1 });
    expect(copiesTo(server.received, 'old@example.com')).toBe(1);
  });

  it('refuses to store a message that could never be delivered', async () => {
    await expect(
      writeToOutbox(handle.db, { to: 'not an address', subject: 'S', text: 'T' }),
    ).rejects.toThrow();
    await expect(
      writeToOutbox(handle.db, {
        to: 'a@example.com',
        subject: 'S\r\nBcc: x@evil.test',
        text: 'T',
      }),
    ).rejects.toThrow(/one line/);
    expect(await handle.db.select().from(outboxMail)).toEqual([]);
  });
});
