import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { outboxMail } from './outbox.table';

/** Mail not sent yet (pending or on its way) and how long the oldest has waited, in seconds. */
export async function outboxBacklog(
  db: Database,
  now: Date,
): Promise<{ backlog: number; oldestSeconds: number }> {
  const [row] = await db
    .select({
      backlog: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${outboxMail.createdAt})`,
    })
    .from(outboxMail)
    .where(inArray(outboxMail.status, ['pending', 'sending']));
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
  return {
    backlog: row?.backlog ?? 0,
    oldestSeconds: oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
  };
}
