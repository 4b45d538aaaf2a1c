import { desc, eq } from 'drizzle-orm';
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

/** The embedded sender: every text is kept in outbox_sms, for a developer or a test to read. */
export const outboxSmsSender: SmsSender = {
  async send(tx, message) {
    await tx.insert(outboxSms).values({ to: message.to, text: message.text });
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
