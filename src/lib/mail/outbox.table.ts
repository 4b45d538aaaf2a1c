import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Where a message is on its way: `pending` (waiting for its next attempt), `sending` (claimed by
 * one process, on its way to the SMTP server), `sent`, or `failed` (given up, or its delivery is
 * unknown; kept, never deleted). Without SMTP_URL every message stays `pending`: the outbox is the
 * embedded default.
 */
export const outboxMailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxMailStatus = (typeof outboxMailStatuses)[number];

/**
 * The mail outbox: every e-mail the site sends is first written here, in the same transaction as the
 * booking or enquiry it belongs to, so no confirmation is lost when the mail server is down.
 */
export const outboxMail = pgTable(
  'outbox_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers: a marketing message's List-Unsubscribe and List-Unsubscribe-Post. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: outboxMailStatuses }).notNull().default('pending'),
    /** Attempts started so far: a claim counts one before the message is handed to SMTP. */
    attempts: integer('attempts').notNull().default(0),
    /** A `pending` message is not sent before this instant (back-off after a failed attempt). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the current (or last) attempt claimed the message; a stale `sending` claim is void. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Why the last attempt failed, in a line: the SMTP reply or connection error, no secrets. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_mail_to_idx').on(table.to),
    // `npm run outbox`: the latest messages.
    index('outbox_mail_created_at_idx').on(table.createdAt),
    // The sender's claim: due pending messages, soonest first. Partial, so sent mail costs nothing.
    index('outbox_mail_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    // The sender's sweep of claims abandoned by a process that died.
    index('outbox_mail_sending_idx')
      .on(table.claimedAt)
      .where(sql`${table.status} = 'sending'`),
    check(
      'outbox_mail_status_check',
      sql`${table.status} in ('pending', 'sending', 'sent', 'failed')`,
    ),
    check('outbox_mail_attempts_check', sql`${table.attempts} >= 0`),
  ],
);
