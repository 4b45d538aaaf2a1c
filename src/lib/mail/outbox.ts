import { randomUUID } from 'node:crypto';
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import { currentTime } from '@/lib/clock';
import { insertManyStatement, type Database } from '@/lib/db';
import { mailMessageSchema, type MailMessage } from './mail-message.schema';
import { outboxMail } from './outbox.table';

export type { MailMessage };

/** A message stored in the outbox. */
export type OutboxMail = typeof outboxMail.$inferSelect;

/**
 * Writes a message to the outbox, `pending` and due at once; pass a transaction to store it
 * together with what it confirms. With SMTP_URL the sender delivers it; otherwise it stays here.
 */
export async function writeToOutbox(db: Database, message: MailMessage): Promise<OutboxMail> {
  const [stored] = await db.insert(outboxMail).values(outboxRow(message)).returning();
  return stored!;
}

/**
 * Writes several messages to the outbox in one statement, as `writeToOutbox` writes one. Nothing
 * is read back: a turn of bookings writes dozens of messages, each with its HTML.
 */
export async function writeAllToOutbox(db: Database, messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.execute(outboxStatement(messages));
}

/**
 * The statement writeAllToOutbox runs (at least one message), to run inside another with the
 * writes the messages confirm (`oneStatement` in @/lib/db). Each message is checked here.
 */
export function outboxStatement(messages: MailMessage[]): SQL {
  const nextAttemptAt = currentTime();
  return insertManyStatement(
    outboxMail,
    messages.map((message) => outboxRow(message, nextAttemptAt)),
  );
}

/**
 * The outbox row of a message, checked: `pending`, due at `nextAttemptAt`. Its id is made here
 * rather than by the column's default: the embedded database makes a random UUID with a call out
 * of its WebAssembly for the randomness, several times the cost of Node's (a turn of bookings
 * writes dozens).
 */
function outboxRow(message: MailMessage, nextAttemptAt = currentTime()) {
  const { to, replyTo, subject, text, html, headers } = mailMessageSchema.parse(message);
  return { id: randomUUID(), to, replyTo, subject, text, html, headers, nextAttemptAt };
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
