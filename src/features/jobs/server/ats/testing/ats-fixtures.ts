import type { Job } from '../../../jobs.types';
import { jobFixture } from '../../../testing/job-fixture';

/** A job as the applicant-tracking system answers it (no distance). */
export function atsJob(jobId: string, overrides: Partial<Job> = {}): Omit<Job, 'distance'> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { distance, ...job } = jobFixture({ jobId, ...overrides });
  return job;
}
