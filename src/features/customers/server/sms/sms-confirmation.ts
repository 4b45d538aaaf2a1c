import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { currentTime } from '@/lib/clock';
import { getDatabase, type Database } from '@/lib/db';
import { consumeRateLimit } from '@/lib/http';
import type { ConsentSource } from '../customer-provider';
import { smsCodeText } from './sms-code-text';
import { getSmsSender } from './sms-sender';
import { smsConfirmations } from './sms-confirmations.table';

/** How long a texted code counts. */
export const smsCodeLifetimeMinutes = 15;

const hashOf = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest('hex');

/**
 * Texts a code to the number a diner asked to get texts on, in the transaction of that request.
 * Only the latest code of a customer counts. Limited per number (`sms-code`).
 */
export async function requestSmsConfirmation(
  tx: Database,
  request: { guid: string; phoneNumber: string; source: ConsentSource; brand: string },
): Promise<void> {
  await consumeRateLimit('sms-code', request.phoneNumber);
  await cancelSmsCodes(tx, request.guid);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = currentTime();
  const id = randomUUID();
  await tx.insert(smsConfirmations).values({
    id,
    customerGuid: request.guid,
    phoneNumber: request.phoneNumber,
    codeHash: hashOf(id, code),
    source: request.source,
    createdAt: now,
    expiresAt: new Date(now.getTime() + smsCodeLifetimeMinutes * 60_000),
  });
  await getSmsSender().send(tx, {
    to: request.phoneNumber,
    text: smsCodeText({ ...request, code, minutes: smsCodeLifetimeMinutes }),
  });
}

/**
 * The customer's code that still counts: not used, not expired. A new code voids the ones before
 * it, so there is at most one.
 */
export async function latestLiveCode(db: Database, guid: string) {
  const [live] = await db
    .select()
    .from(smsConfirmations)
    .where(
      and(
        eq(smsConfirmations.customerGuid, guid),
        isNull(smsConfirmations.confirmedAt),
        gt(smsConfirmations.expiresAt, currentTime()),
      ),
    )
    .orderBy(desc(smsConfirmations.createdAt))
    .limit(1);
  return live;
}

/**
 * Uses the customer's code if it is `code`, still counts and was sent to `phoneNumber` (the number
 * on file now). Answers where the diner asked for texts, or null.
 */
export async function spendSmsCode(
  tx: Database,
  { guid, code, phoneNumber }: { guid: string; code: string; phoneNumber: string | null },
): Promise<{ source: ConsentSource } | null> {
  const latest = await latestLiveCode(tx, guid);
  if (!latest || latest.phoneNumber !== phoneNumber) return null;
  const expected = Buffer.from(latest.codeHash);
  const given = Buffer.from(hashOf(latest.id, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  await tx
    .update(smsConfirmations)
    .set({ confirmedAt: currentTime() })
    .where(eq(smsConfirmations.id, latest.id));
  return { source: latest.source as ConsentSource };
}

/** Voids the codes not yet used: the diner no longer wants texts, or changed their number. */
export async function cancelSmsCodes(tx: Database, guid: string): Promise<void> {
  await tx
    .delete(smsConfirmations)
    .where(and(eq(smsConfirmations.customerGuid, guid), isNull(smsConfirmations.confirmedAt)));
}

/** Whether a code texted to the customer still waits to be typed back. */
export async function smsCodePending(guid: string): Promise<boolean> {
  return Boolean(await latestLiveCode(getDatabase(), guid));
}
