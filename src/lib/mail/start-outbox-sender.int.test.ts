import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { writeToOutbox } from './index';
import { startOutboxSender, stopOutboxSender } from './sender';
import { storedMail } from './testing/outbox-test-kit';
import { startSmtpTestServer, type SmtpTestServer } from './testing/smtp-test-server';

// What startServerProcess starts: with SMTP_URL, a sender that delivers the outbox on its own.
describe('the outbox sender of a server process', () => {
  let handle: DatabaseHandle;
  let server: SmtpTestServer;
  let restoreDatabase: () => void;
  const saved = { ...process.env };

  beforeAll(async () => {
    server = await startSmtpTestServer();
    handle = await createTestDatabase();
    restoreDatabase = installDatabase(handle);
    // Read by getConfig on its first call, which comes below.
    Object.assign(process.env, {
      SMTP_URL: server.url,
      MAIL_FROM: 'Tavola <bookings@tavola.test>',
      MAIL_POLL_INTERVAL_MS: '100',
      LOG_LEVEL: 'silent',
    });
  });
  afterAll(async () => {
    await stopOutboxSender();
    process.env = saved;
    restoreDatabase();
    await server.stop();
    await handle.close();
  });

  it('delivers mail written while it runs, and stops cleanly', async () => {
    // listeners(), not listenerCount(): jest's sandboxed process object miscounts the latter.
    const signalListeners = process.listeners('SIGTERM').length;
    startOutboxSender();
    startOutboxSender(); // a second call starts no second sender
    expect(process.listeners('SIGTERM')).toHaveLength(signalListeners + 1);

    const mail = await writeToOutbox(handle.db, {
      to: 'walk-in@example.com',
      subject: 'Your booking is confirmed',
      text: 'See you soon',
    });
    // The SMTP server holds the message a moment before the sender records it as sent: wait for both.
    const delivered = async () =>
      server.received.length > 0 && (await storedMail(handle.db, mail.id)).status === 'sent';
    for (let waited = 0; !(await delivered()) && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.headers.get('from')).toBe('Tavola <bookings@tavola.test>');
    expect(await storedMail(handle.db, mail.id)).toMatchObject({ status: 'sent', attempts: 1 });

    await stopOutboxSender();
    expect(process.listeners('SIGTERM')).toHaveLength(signalListeners);
    await writeToOutbox(handle.db, { to: 'later@example.com', subject: 'S', text: 'T' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.received).toHaveLength(1);
  });
});
