import { eq } from 'drizzle-orm';
import { pinClock } from '@/lib/clock';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { callRoute } from '@/lib/http/testing/call-route';
import { outboxMail } from '@/lib/mail';
import { createSmtpTransport, deliverDueMail } from '@/lib/mail/sender';
import { copiesTo, later, recordingLog, testSettings } from '@/lib/mail/testing/outbox-test-kit';
import { startSmtpTestServer, type SmtpTestServer } from '@/lib/mail/testing/smtp-test-server';
import { sendContactHandler } from '../server';

// A contact enquiry sent while the mail server is down: it is stored with its two e-mails, they
// wait in the outbox, and once the server is back each is delivered exactly once.
process.env.LOG_LEVEL = 'silent';
process.env.RATE_LIMITS = generousRateLimits;

const t0 = '2026-11-30T10:00:00.000Z';
let handle: DatabaseHandle;
let restore: () => void;
let unpin: () => void;
beforeAll(async () => {
  handle = await createTestDatabase();
  restore = installDatabase(handle);
  unpin = pinClock(t0);
});
afterAll(async () => {
  unpin();
  restore();
  await handle.close();
});

it('an enquiry sent while SMTP is down is kept, retried, and delivered once when it returns', async () => {
  const down = await startSmtpTestServer();
  const port = down.port;
  await down.stop();
  const deliver = async (transport: ReturnType<typeof createSmtpTransport>) =>
    deliverDueMail({ db: handle.db, transport, settings: testSettings, log: recordingLog() });

  const { status } = await callRoute(apiHandler({ POST: sendContactHandler }), {
    method: 'POST',
    body: {
      firstName: 'Zoë',
      lastName: "O'Neill",
      email: 'smtp-down@example.com',
      enquiryType: 'feedback',
      enquiryRestaurant: '1001',
      message: 'Lovely dinner, thank you!',
    },
  });
  expect(status).toBe(200);

  const unreachable = createSmtpTransport(`smtp://tavola:not-a-real-secret@127.0.0.1:${port}`);
  expect(await deliver(unreachable)).toMatchObject({ sent: 0, retrying: 2 });
  unreachable.close();
  const waiting = await handle.db.select().from(outboxMail);
  expect(waiting.map((mail) => [mail.status, mail.attempts])).toEqual([
    ['pending', 1],
    ['pending', 1],
  ]);

  let server: SmtpTestServer | undefined;
  try {
    server = await startSmtpTestServer({ port });
    const transport = createSmtpTransport(server.url);
    unpin();
    unpin = pinClock(later(t0, 31_000));
    expect(await deliver(transport)).toMatchObject({ sent: 2 });
    expect(await deliver(transport)).toMatchObject({ sent: 0 });
    transport.close();
    expect(copiesTo(server.received, 'smtp-down@example.com')).toBe(1);
    expect(copiesTo(server.received, 'london.covent-garden@tavola.example')).toBe(1);
    const sent = await handle.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, 'smtp-down@example.com'));
    expect(sent[0]).toMatchObject({ status: 'sent', attempts: 2 });
  } finally {
    await server?.stop();
  }
});
