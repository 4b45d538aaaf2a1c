import type { Database } from '@/lib/db';
import type { JobApplication } from '../jobs.schema';
import type { Job } from '../jobs.types';

/** A stored application as a provider forwards it: the payload, with its CV decoded. */
export interface ForwardedApplication {
  /** The id of the local copy in `job_applications`. */
  id: string;
  application: JobApplication;
  resume: { name: string; contentType: string; content: Buffer } | null;
}

/** What became of an application: when and under which id an applicant-tracking system took it. */
export interface ApplyOutcome {
  forwardedAt: Date | null;
  reference: string | null;
}

/**
 * Where vacancies come from and applications go (ARCHITECTURE §5): the embedded jobs service in
 * the database, or an applicant-tracking system over HTTP. Jobs answer without `distance` (null):
 * the route measures it. A failure to read jobs throws JobError 12; to take an application, 13; an
 * application the provider already has, 14.
 */
export interface JobsProvider {
  listJobs(): Promise<Job[]>;
  /** The job, or null when there is no such job. */
  getJob(jobId: string): Promise<Job | null>;
  /**
   * Takes an application, inside the form pipeline's one transaction (the local copy is already
   * written in it): whatever this throws rolls the whole application back.
   */
  apply(tx: Database, application: ForwardedApplication, job: Job): Promise<ApplyOutcome>;
}
