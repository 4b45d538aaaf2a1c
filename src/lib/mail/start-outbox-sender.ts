import { getConfig, type Config } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { getLogger } from '@/lib/log';
import { tracedCalls } from '@/lib/telemetry';
import { deliverDueMail, type DeliverySettings } from './deliver-due-mail';
import { startMailSender } from './mail-sender';
import { createSmtpTransport, describeSmtpServer } from './smtp-transport';

const key = Symbol.for('tavola.outboxSender');
type WithSender = typeof globalThis & { [key]?: () => Promise<void> };

/** The delivery settings of the configuration. */
export function deliverySettings(config: Config): DeliverySettings {
  return {
    from: config.MAIL_FROM,
    batchSize: config.MAIL_BATCH_SIZE,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
  };
}

/**
 * Starts this process's outbox sender when SMTP_URL is set (once per process, from
 * startServerProcess), and says in the log, once, where mail goes. Every process of a scale-out
 * runs one: they share the outbox through the database, and a claim keeps each message to one.
 * The sender stops on SIGTERM or SIGINT after its tick in progress; a process killed mid-tick
 * leaves its claims `sending`, which another process later marks failed, delivery unknown.
 */
export function startOutboxSender(): void {
  const config = getConfig();
  const log = getLogger();
  const store = globalThis as WithSender;
  if (store[key]) return;
  if (!config.SMTP_URL) {
    log.info(
      { mail: 'outbox' },
      'SMTP_URL is not set: mail is kept in the outbox, unsent (npm run outbox shows it)',
    );
    return;
  }

  const transport = tracedCalls('smtp', createSmtpTransport(config.SMTP_URL), ['sendMail']);
  const settings = deliverySettings(config);
  const sender = startMailSender({
    intervalMs: config.MAIL_POLL_INTERVAL_MS,
    log,
    tick: () => deliverDueMail({ db: getDatabase(), transport, settings, log }),
  });
  const stop = async () => {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
    delete store[key];
    await sender.stop();
    transport.close();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    void stop().finally(() => {
      // Next.js handles the signal too, and exits. Were nobody else listening (with
      // NEXT_MANUAL_SIG_HANDLE), this listener would have kept the process alive: do what the
      // signal does by default.
      if (process.listeners(signal).length === 0) process.kill(process.pid, signal);
    });
  };
  store[key] = stop;
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);

  log.info(
    { mail: 'smtp', server: describeSmtpServer(config.SMTP_URL), from: config.MAIL_FROM },
    'Mail is sent from the outbox over SMTP',
  );
  if (/@localhost>?$/.test(config.MAIL_FROM)) {
    log.warn({ from: config.MAIL_FROM }, 'MAIL_FROM is a localhost address: set it to your domain');
  }
}

/** Stops this process's outbox sender, if it runs (tests; a shutdown). */
export async function stopOutboxSender(): Promise<void> {
  await (globalThis as WithSender)[key]?.();
}
