import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import type { DeliverySettings, MailLog, MailTransport } from '../deliver-due-mail';
import type { OutboxMail } from '../outbox';
import { outboxMail } from '../outbox.table';
import type { ReceivedMail } from './smtp-test-server';

/** Settings with small numbers, so a test reaches the limits in a few ticks. */
export const testSettings: DeliverySettings = {
  from: 'Tavola <bookings@tavola.test>',
  batchSize: 20,
  maxAttempts: 3,
  retryBaseMs: 30_000,
};

/** A log that records what was written, to assert on it. */
export function recordingLog(): MailLog & { lines: { level: string; message: string }[] } {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_details: object, message: string) => {
    lines.push({ level, message });
  };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/** Wraps a transport to count what it handed to the server. */
export function countingTransport(transport: MailTransport): MailTransport & { count: number } {
  const counting = {
    count: 0,
    async sendMail(message: Parameters<MailTransport['sendMail']>[0]) {
      const result = await transport.sendMail(message);
      counting.count += 1;
      return result;
    },
  };
  return counting;
}

/** The stored row of a message. */
export async function storedMail(db: Database, id: string): Promise<OutboxMail> {
  const [row] = await db.select().from(outboxMail).where(eq(outboxMail.id, id));
  if (!row) throw new Error(`No outbox row ${id}`);
  return row;
}

/** How many copies addressed to `to` the server received. */
export function copiesTo(received: ReceivedMail[], to: string): number {
  return received.filter((mail) => mail.envelopeTo.includes(to)).length;
}

/** `instant` plus `ms` milliseconds. */
export function later(instant: string, ms: number): Date {
  return new Date(new Date(instant).getTime() + ms);
}
