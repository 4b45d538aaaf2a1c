import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import type { OutboxMail } from './outbox';
import { outboxMail } from './outbox.table';

/**
 * How long a claim lasts. A message still `sending` after this was claimed by a process that
 * stopped mid-attempt (a crash, a deploy): whether the SMTP server got it is unknown. A tick takes
 * far less (a batch of at most 50 over 5 connections, each step bounded by the transport's
 * timeouts). Should a live process ever outlast its claim, nothing is sent twice either: the sweep
 * only marks the row failed, and the late outcome is recorded if it is a success, ignored if not.
 */
export const sendingLeaseMs = 10 * 60_000;

/**
 * Claims up to `limit` due messages for this process, atomically: each comes back `sending`, its
 * attempt counted, and no other process can claim it. `FOR UPDATE SKIP LOCKED` lets processes
 * claim side by side, each skipping the rows another is claiming; on PGlite it is the same SQL.
 * The due rows are chosen in a CTE, which PostgreSQL runs exactly once: as an `IN (subquery)`, the
 * planner may rescan the subquery for every row it updates, and each rescan locks further rows,
 * so one claim could take the whole queue whatever the limit.
 */
export async function claimDueMail(
  db: Database,
  { now, limit }: { now: Date; limit: number },
): Promise<OutboxMail[]> {
  const due = db.$with('due').as(
    db
      .select({ id: outboxMail.id })
      .from(outboxMail)
      .where(and(eq(outboxMail.status, 'pending'), lte(outboxMail.nextAttemptAt, now)))
      .orderBy(asc(outboxMail.nextAttemptAt), asc(outboxMail.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true }),
  );
  const claimed = await db
    .with(due)
    .update(outboxMail)
    .set({ status: 'sending', attempts: sql`${outboxMail.attempts} + 1`, claimedAt: now })
    .where(inArray(outboxMail.id, db.select({ id: due.id }).from(due)))
    .returning();
  return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}

/**
 * Only the claim that made this attempt may record its outcome: the row must still carry its
 * attempt count. A claim swept as abandoned (failed, delivery unknown) may still record that it
 * was sent after all, since that is the truth; it can never be put back to pending.
 */
const sameClaim = (mail: OutboxMail) =>
  and(eq(outboxMail.id, mail.id), eq(outboxMail.attempts, mail.attempts));

/**
 * Records that the SMTP server accepted the message: `claimed` as expected, `late` when the claim
 * had been given up meanwhile (the row said delivery unknown; now it says sent), `missing` when the
 * row is gone.
 */
export async function recordSent(
  db: Database,
  mail: OutboxMail,
  now: Date,
): Promise<'claimed' | 'late' | 'missing'> {
  for (const status of ['sending', 'failed'] as const) {
    const updated = await db
      .update(outboxMail)
      .set({ status: 'sent', sentAt: now, lastError: null })
      .where(and(sameClaim(mail), eq(outboxMail.status, status)))
      .returning({ id: outboxMail.id });
    if (updated.length === 1) return status === 'sending' ? 'claimed' : 'late';
  }
  return 'missing';
}

/** Records a failed attempt: the message waits until `retryAt`, or, without one, has failed. */
export async function recordFailure(
  db: Database,
  mail: OutboxMail,
  { error, retryAt }: { error: string; retryAt?: Date },
): Promise<boolean> {
  const updated = await db
    .update(outboxMail)
    .set(
      retryAt
        ? { status: 'pending', nextAttemptAt: retryAt, lastError: error }
        : { status: 'failed', lastError: error },
    )
    .where(and(sameClaim(mail), eq(outboxMail.status, 'sending')))
    .returning({ id: outboxMail.id });
  return updated.length === 1;
}

/** The `last_error` of an abandoned claim (its `claimed_at` says when the attempt began). */
export const abandonedClaimError =
  'Delivery unknown: the process sending it stopped during the attempt; not sent again, so nobody gets it twice';

/**
 * Gives up the claims older than the lease: the process that made them stopped mid-attempt, and
 * SMTP cannot tell whether the message arrived. Sending it again could give a diner a second
 * confirmation, so each is marked `failed`, delivery unknown, for a person to look at.
 */
export function failAbandonedClaims(
  db: Database,
  now: Date,
): Promise<Pick<OutboxMail, 'id' | 'claimedAt'>[]> {
  const claimedBefore = new Date(now.getTime() - sendingLeaseMs);
  return db
    .update(outboxMail)
    .set({
      status: 'failed',
      lastError: abandonedClaimError,
    })
    .where(and(eq(outboxMail.status, 'sending'), lt(outboxMail.claimedAt, claimedBefore)))
    .returning({ id: outboxMail.id, claimedAt: outboxMail.claimedAt });
}
