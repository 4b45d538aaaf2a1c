import { asc, desc, eq } from 'drizzle-orm';
import { currentTime } from '@/lib/clock';
import type { Database } from '@/lib/db';
import { withSpan } from '@/lib/telemetry';
import { mailMessageSchema, type MailMessage } from './mail-message.schema';
import { outboxMail } from './outbox.table';

export type { MailMessage };

/** A message stored in the outbox. */
export type OutboxMail = typeof outboxMail.$inferSelect;

/**
 * Writes a message to the outbox, `pending` and due at once; pass a transaction to store it
 * together with what it confirms. With SMTP_URL the sender delivers it; otherwise it stays here.
 */
export function writeToOutbox(db: Database, message: MailMessage): Promise<OutboxMail> {
  return withSpan('mail queue', { 'messaging.system': 'outbox' }, async () => {
    const [stored] = await db.insert(outboxMail).values(outboxRow(message)).returning();
    return stored!;
  });
}

/** Writes several messages to the outbox, as `writeToOutbox` writes one (nothing read back). */
export async function writeAllToOutbox(db: Database, messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const attributes = {
    'messaging.system': 'outbox',
    'messaging.batch.message_count': messages.length,
  };
  // Awaited inside the span: a drizzle query runs only when awaited, and the span must hold it.
  await withSpan('mail queue', attributes, async () => {
    await db.insert(outboxMail).values(messages.map(outboxRow));
  });
}

/** The outbox row of a message, checked: `pending`, due now. */
function outboxRow(message: MailMessage) {
  const { to, replyTo, subject, text, html, headers } = mailMessageSchema.parse(message);
  return { to, replyTo, subject, text, html, headers, nextAttemptAt: currentTime() };
}

/** The messages addressed to `to`, oldest first. */
export function readOutbox(db: Database, to: string): Promise<OutboxMail[]> {
  return db
    .select()
    .from(outboxMail)
    .where(eq(outboxMail.to, to))
    .orderBy(asc(outboxMail.createdAt));
}

/** The latest `limit` messages (to `to` only, when given), newest first. */
export function latestOutboxMail(
  db: Database,
  { limit, to }: { limit: number; to?: string },
): Promise<OutboxMail[]> {
  return db
    .select()
    .from(outboxMail)
    .where(to ? eq(outboxMail.to, to) : undefined)
    .orderBy(desc(outboxMail.createdAt), desc(outboxMail.id))
    .limit(limit);
}
