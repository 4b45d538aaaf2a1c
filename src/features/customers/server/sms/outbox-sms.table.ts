import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The embedded SMS sender's outbox: every text the site sends, kept as the mail outbox keeps
 * e-mail when no SMTP server is configured, so a developer (or a test) reads the code sent.
 */
export const outboxSms = pgTable(
  'outbox_sms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_sms_to_idx').on(table.to, table.createdAt)],
);

export type OutboxSms = typeof outboxSms.$inferSelect;
