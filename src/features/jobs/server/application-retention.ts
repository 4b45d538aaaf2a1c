import { lt } from 'drizzle-orm';
import { currentTime } from '@/lib/clock';
import type { Database } from '@/lib/db';
import { getLogger } from '@/lib/log';
import { jobApplications } from './jobs.table';

/**
 * How long an application and its CV are kept: six months, the time a hiring decision (and a
 * challenge to it) takes; after that a CV is personal data with no purpose (UK GDPR, storage
 * limitation). The applicant may apply for the same job again afterwards.
 */
export const applicationRetentionDays = 183;
const hourMs = 60 * 60 * 1000;

/** Deletes the applications (with their CVs) older than the retention; answers how many. */
export async function deleteExpiredApplications(
  db: Database,
  now: Date = currentTime(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - applicationRetentionDays * 24 * hourMs);
  const deleted = await db
    .delete(jobApplications)
    .where(lt(jobApplications.createdAt, cutoff))
    .returning({ id: jobApplications.id });
  return deleted.length;
}

/**
 * Runs the retention now and then hourly in this process (every process may: a delete by date is
 * the same whoever runs it). The timer never keeps the process alive.
 */
export function startApplicationRetention(db: () => Database): void {
  const run = () =>
    deleteExpiredApplications(db())
      .then((count) => {
        if (count > 0) getLogger().info({ count }, 'Expired job applications deleted');
      })
      .catch((error: unknown) =>
        getLogger().warn({ err: error }, 'Job application retention failed'),
      );
  void run();
  setInterval(run, hourMs).unref();
}
