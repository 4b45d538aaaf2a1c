import type { SendMailOptions } from 'nodemailer';
import { currentTime } from '@/lib/clock';
import type { Database } from '@/lib/db';
import { describeDeliveryError, isPermanentRejection } from './delivery-error';
import type { OutboxMail } from './outbox';
import { claimDueMail, failAbandonedClaims, recordFailure, recordSent } from './outbox-queue';
import { nextAttemptAt } from './retry-schedule';

/** What delivery needs of a nodemailer transport: the pooled SMTP one, or a test's. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
}

/** How the sender works through the outbox (MAIL_* in the configuration). */
export interface DeliverySettings {
  /** The From address, `Name <address>` or `address`. */
  from: string;
  /** The most messages one tick claims. */
  batchSize: number;
  /** Attempts before a message is given up as `failed`. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles after each further one. */
  retryBaseMs: number;
}

/** The part of the logger delivery writes to (a pino logger, or a test's recorder). */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What one tick did. */
export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  /** Claims of a stopped process, marked failed (delivery unknown). */
  abandoned: number;
}

type Outcome = 'sent' | 'retrying' | 'failed' | 'unrecorded';

/**
 * One tick of the sender: gives up abandoned claims, claims a batch of due messages, hands each to
 * the transport once, and records each outcome. Messages of one batch go out side by side (the
 * pooled transport queues them over its connections). `now` is the tick's instant: what is due,
 * and the times recorded. Only a failure of the database rejects; every SMTP error is recorded.
 */
export async function deliverDueMail({
  db,
  transport,
  settings,
  log,
  now = currentTime(),
}: {
  db: Database;
  transport: MailTransport;
  settings: DeliverySettings;
  log: MailLog;
  now?: Date;
}): Promise<DeliveryReport> {
  const abandoned = await failAbandonedClaims(db, now);
  for (const mail of abandoned) {
    log.error(
      { mailId: mail.id, claimedAt: mail.claimedAt },
      'Mail delivery unknown: the process sending it stopped; marked failed, not sent again',
    );
  }

  const claimed = await claimDueMail(db, { now, limit: settings.batchSize });
  const outcomes = await Promise.all(
    claimed.map((mail) => deliverOne({ db, transport, settings, log, now }, mail)),
  );
  const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
  const report = {
    sent: count('sent'),
    retrying: count('retrying'),
    failed: count('failed'),
    abandoned: abandoned.length,
  };
  if (claimed.length) log.info({ ...report }, 'Outbox delivered');
  return report;
}

type Context = {
  db: Database;
  transport: MailTransport;
  settings: DeliverySettings;
  log: MailLog;
  now: Date;
};

async function deliverOne(context: Context, mail: OutboxMail): Promise<Outcome> {
  const { db, transport, settings, log, now } = context;
  let sendError: unknown;
  let sent = false;
  try {
    await transport.sendMail(smtpMessage(mail, settings.from));
    sent = true;
  } catch (error) {
    sendError = error;
  }

  try {
    if (sent) {
      const recorded = await recordSent(db, mail, now);
      if (recorded === 'late') {
        log.warn(
          { mailId: mail.id },
          'Mail sent after its claim was given up; now recorded as sent',
        );
      }
      if (recorded === 'missing') {
        log.warn({ mailId: mail.id }, 'Mail sent, but its outbox row is gone');
      }
      return 'sent';
    }
    const error = describeDeliveryError(sendError);
    const retry = !isPermanentRejection(sendError) && mail.attempts < settings.maxAttempts;
    const retryAt = retry ? nextAttemptAt(now, mail.attempts, settings.retryBaseMs) : undefined;
    await recordFailure(db, mail, { error, retryAt });
    if (retryAt) {
      log.warn({ mailId: mail.id, attempts: mail.attempts, retryAt, error }, 'Mail not sent yet');
      return 'retrying';
    }
    log.error({ mailId: mail.id, attempts: mail.attempts, error }, 'Mail failed; kept, not sent');
    return 'failed';
  } catch (error) {
    // The row stays `sending`; once the lease is over it is marked failed, delivery unknown.
    log.error({ mailId: mail.id, sent, err: error }, 'Could not record the outcome of a mail');
    return 'unrecorded';
  }
}

/**
 * The message as it goes over SMTP. Addresses are passed as objects, so nodemailer never parses a
 * stored address into several recipients. The Message-ID comes from the outbox row, so should a
 * copy ever arrive twice, mail systems can tell it is the same message; Auto-Submitted keeps
 * out-of-office replies away. A marketing message adds its one-click unsubscribe headers.
 */
function smtpMessage(mail: OutboxMail, from: string): SendMailOptions {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    from,
    to: { name: '', address: mail.to },
    ...(mail.replyTo ? { replyTo: { name: '', address: mail.replyTo } } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    date: mail.createdAt,
    messageId: `<${mail.id}@${domain}>`,
    headers: { ...mail.headers, 'Auto-Submitted': 'auto-generated' },
  };
}
