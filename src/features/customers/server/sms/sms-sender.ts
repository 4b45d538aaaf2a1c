import { desc, eq, lt } from 'drizzle-orm';
import { currentTime } from '@/lib/clock';
import type { Database } from '@/lib/db';
import { outboxSms } from './outbox-sms.table';

/** One text message. */
export interface SmsMessage {
  /** The mobile number, digits only, as the forms store it. */
  to: string;
  text: string;
}

/**
 * Where the site's texts go: the embedded outbox (the default, as mail without SMTP_URL), or an
 * SMS gateway behind the same interface. A send takes the transaction of what it confirms, so a
 * code is never texted for a request that was not stored.
 */
export interface SmsSender {
  send(tx: Database, message: SmsMessage): Promise<void>;
}

/** How long the embedded outbox keeps a text: its code lives 15 minutes; a week is for reading. */
export const OUTBOX_SMS_RETENTION_DAYS = 7;

/**
 * The embedded sender: every text is kept in outbox_sms, for a developer or a test to read, for
 * a week; each send deletes the texts older than that, so the table never outgrows a week's texts
 * (which the per-number limit bounds).
 */
export const outboxSmsSender: SmsSender = {
  async send(tx, message) {
    const now = currentTime();
    const oldest = new Date(now.getTime() - OUTBOX_SMS_RETENTION_DAYS * 86_400_000);
    await tx.delete(outboxSms).where(lt(outboxSms.createdAt, oldest));
    await tx.insert(outboxSms).values({ to: message.to, text: message.text, createdAt: now });
  },
};

/** The configured sender. No SMS gateway is configured yet: texts wait in the outbox. */
export function getSmsSender(): SmsSender {
  return outboxSmsSender;
}

/** The latest text to a number in the embedded outbox (the diagnostics route's, for e2e). */
export async function latestSmsTo(db: Database, to: string) {
  const [latest] = await db
    .select()
    .from(outboxSms)
    .where(eq(outboxSms.to, to))
    .orderBy(desc(outboxSms.createdAt))
    .limit(1);
  return latest;
}
