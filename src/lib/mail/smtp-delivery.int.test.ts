import { pinClock } from '@/lib/clock';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import type { DatabaseHandle } from '@/lib/db';
import { composeMail, outboxMail, writeToOutbox } from './index';
import { createSmtpTransport, deliverDueMail } from './sender';
import { copiesTo, later, recordingLog, storedMail, testSettings } from './testing/outbox-test-kit';
import {
  smtpTestPassword,
  startSmtpTestServer,
  type SmtpTestServer,
} from './testing/smtp-test-server';

// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (.ci/run runs both), against a real
// SMTP server on 127.0.0.1 and the pooled nodemailer transport the site uses.
describe(`delivery over SMTP (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const t0 = '2026-03-02T09:00:00.000Z';
  let handle: DatabaseHandle;
  let server: SmtpTestServer;
  let transport: ReturnType<typeof createSmtpTransport>;
  let unpin: () => void = () => {};

  beforeAll(async () => {
    handle = await createTestDatabase();
    server = await startSmtpTestServer({ rejectRecipients: ['nobody@example.com'] });
    transport = createSmtpTransport(server.url);
  });
  afterAll(async () => {
    transport.close();
    await server.stop();
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(outboxMail);
    server.received.length = 0;
    unpin = pinClock(t0);
  });
  afterEach(() => unpin());

  const deliver = (over: { transport?: typeof transport; maxAttempts?: number } = {}) =>
    deliverDueMail({
      db: handle.db,
      transport: over.transport ?? transport,
      settings: { ...testSettings, maxAttempts: over.maxAttempts ?? testSettings.maxAttempts },
      log: recordingLog(),
    });
  const at = (instant: Date) => {
    unpin();
    unpin = pinClock(instant);
  };

  it('delivers a due message once, with its text and escaped html, and records it sent', async () => {
    const body = composeMail({
      subject: 'Your enquiry',
      greeting: 'Hi <script>alert(1)</script>,',
      paragraphs: ['Fish & chips for "two"'],
      details: [{ label: 'Reference', value: 'TAV-1' }],
    });
    const mail = await writeToOutbox(handle.db, {
      to: 'zoe@example.com',
      replyTo: 'soho@tavola.test',
      subject: 'Your enquiry at Tavola Soho has been received',
      ...body,
    });

    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0, abandoned: 0 });
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0, abandoned: 0 });

    expect(server.received).toHaveLength(1);
    const [copy] = server.received;
    expect(copy).toMatchObject({
      envelopeFrom: 'bookings@tavola.test',
      envelopeTo: ['zoe@example.com'],
      user: 'tavola',
      text: body.text,
      html: body.html,
    });
    expect(copy!.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(Object.fromEntries(copy!.headers)).toMatchObject({
      from: 'Tavola <bookings@tavola.test>',
      to: 'zoe@example.com',
      'reply-to': 'soho@tavola.test',
      subject: 'Your enquiry at Tavola Soho has been received',
      'message-id': `<${mail.id}@tavola.test>`,
      'auto-submitted': 'auto-generated',
    });
    expect(copy!.headers.get('content-type')).toMatch(/^multipart\/alternative;/);

    expect(await storedMail(handle.db, mail.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: new Date(t0),
      lastError: null,
    });
  });

  it("carries a marketing message's one-click unsubscribe headers (RFC 8058)", async () => {
    const unsubscribe =
      '<https://www.tavola.example/api/unsubscribe/3f1c2b8e-9d4a-4c6b-8e2f-1a2b3c4d5e6f>';
    await writeToOutbox(handle.db, {
      to: 'news@example.com',
      subject: 'Welcome to Tavola',
      text: 'Hi',
      headers: {
        'List-Unsubscribe': unsubscribe,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    await deliver();
    const [copy] = server.received;
    expect(copy!.headers.get('list-unsubscribe')).toBe(unsubscribe);
    expect(copy!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(copy!.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it('refuses any other header, so a message cannot be made to say what it is not', async () => {
    await expect(
      writeToOutbox(handle.db, {
        to: 'news@example.com',
        subject: 'Hello',
        text: 'Hi',
        headers: { Bcc: 'everyone@example.com' } as never,
      }),
    ).rejects.toThrow();
  });

  it('sends a text-only message as plain text', async () => {
    await writeToOutbox(handle.db, { to: 'ann@example.com', subject: 'Hello', text: 'Plain' });
    await deliver();
    expect(server.received[0]).toMatchObject({ text: 'Plain', html: undefined });
    expect(server.received[0]!.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('keeps mail while SMTP is down, and sends each copy once when it is back', async () => {
    const down = await startSmtpTestServer();
    await down.stop();
    const downTransport = createSmtpTransport(down.url);
    try {
      const written = await Promise.all(
        ['a', 'b', 'c'].map((name) =>
          writeToOutbox(handle.db, { to: `${name}@example.com`, subject: 'Booked', text: 'Yes' }),
        ),
      );
      expect(await deliver({ transport: downTransport })).toMatchObject({ sent: 0, retrying: 3 });
      for (const mail of written) {
        expect(await storedMail(handle.db, mail.id)).toMatchObject({
          status: 'pending',
          attempts: 1,
          nextAttemptAt: later(t0, 30_000),
          lastError: expect.stringMatching(/ECONNECTION|ECONNREFUSED/),
        });
      }

      // Not due before its back-off has passed: no attempt is made or counted.
      at(later(t0, 29_000));
      expect(await deliver({ transport: downTransport })).toMatchObject({ retrying: 0 });

      const back = await startSmtpTestServer({ port: down.port });
      try {
        at(later(t0, 30_000));
        expect(await deliver({ transport: downTransport })).toMatchObject({ sent: 3 });
        at(later(t0, 3_600_000));
        expect(await deliver({ transport: downTransport })).toMatchObject({ sent: 0 });
        for (const mail of written) {
          expect(copiesTo(back.received, mail.to)).toBe(1);
          expect(await storedMail(handle.db, mail.id)).toMatchObject({
            status: 'sent',
            attempts: 2,
            sentAt: later(t0, 30_000),
          });
        }
      } finally {
        await back.stop();
      }
    } finally {
      downTransport.close();
    }
  });

  it('waits twice as long after each failure and marks the message failed after the last attempt', async () => {
    const down = await startSmtpTestServer();
    await down.stop();
    const downTransport = createSmtpTransport(down.url);
    try {
      const mail = await writeToOutbox(handle.db, { to: 'e@example.com', subject: 'S', text: 'T' });
      await deliver({ transport: downTransport });
      at(later(t0, 30_000));
      await deliver({ transport: downTransport });
      expect(await storedMail(handle.db, mail.id)).toMatchObject({
        status: 'pending',
        attempts: 2,
        nextAttemptAt: later(t0, 30_000 + 60_000),
      });
      at(later(t0, 90_000));
      expect(await deliver({ transport: downTransport })).toMatchObject({ failed: 1 });
      const failed = await storedMail(handle.db, mail.id);
      expect(failed).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
      expect(failed.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);

      // Failed mail is kept and never sent again, even with the server up.
      at(later(t0, 86_400_000));
      expect(await deliver()).toMatchObject({ sent: 0 });
      expect(server.received).toHaveLength(0);
    } finally {
      downTransport.close();
    }
  });

  it('fails a message the server refuses for good at once, and still sends the others', async () => {
    const refused = await writeToOutbox(handle.db, {
      to: 'nobody@example.com',
      subject: 'S',
      text: 'T',
    });
    const fine = await writeToOutbox(handle.db, {
      to: 'fine@example.com',
      subject: 'S',
      text: 'T',
    });
    expect(await deliver()).toMatchObject({ sent: 1, failed: 1 });
    expect(await storedMail(handle.db, refused.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringContaining('550'),
    });
    expect(await storedMail(handle.db, fine.id)).toMatchObject({ status: 'sent' });
    expect(copiesTo(server.received, 'fine@example.com')).toBe(1);
  });

  it('retries after a refused login, and never records the password', async () => {
    const wrong = createSmtpTransport(server.url.replace(smtpTestPassword, 'wrong-password'));
    try {
      const mail = await writeToOutbox(handle.db, { to: 'f@example.com', subject: 'S', text: 'T' });
      expect(await deliver({ transport: wrong })).toMatchObject({ retrying: 1 });
      const stored = await storedMail(handle.db, mail.id);
      expect(stored).toMatchObject({ status: 'pending', attempts: 1 });
      expect(stored.lastError).toMatch(/^EAUTH/);
      expect(stored.lastError).not.toContain('wrong-password');
      expect(server.received).toHaveLength(0);
    } finally {
      wrong.close();
    }
  });
});
