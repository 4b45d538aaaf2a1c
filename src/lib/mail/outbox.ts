import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { outboxMail } from './outbox.table';

/** An e-mail as the site composes it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A message stored in the outbox. */
export type OutboxMail = typeof outboxMail.$inferSelect;

/** Writes a message to the outbox; pass a transaction to store it together with what it confirms. */
export async function writeToOutbox(db: Database, message: MailMessage): Promise<OutboxMail> {
  const [stored] = await db.insert(outboxMail).values(message).returning();
  return stored!;
}

/** The messages addressed to `to`, oldest first. */
export function readOutbox(db: Database, to: string): Promise<OutboxMail[]> {
  return db
    .select()
    .from(outboxMail)
    .where(eq(outboxMail.to, to))
    .orderBy(asc(outboxMail.createdAt));
}
