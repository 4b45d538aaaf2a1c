// The jobs feature's server-only API: the jobs routes, the providers, the tables and the seed.
export {
  applicationBodyLimitBytes,
  applicationRouteOptions,
  getJobHandler,
  jobApplicationHandler,
  jobLocationsHandler,
  listJobsHandler,
  maxJobDistanceMiles,
} from './server/job-routes';
export { getJobsProvider } from './server/get-jobs-provider';
export type { ApplyOutcome, ForwardedApplication, JobsProvider } from './server/jobs-provider';
export { createAtsJobsProvider, type AtsJobsProviderOptions } from './server/ats/ats-jobs-provider';
export { embeddedJobsProvider } from './server/embedded-jobs-provider';
export { JobError } from './server/job-error';
export { jobErrors, type JobErrorCode } from './job-errors';
export { jobApplications, jobs, type JobApplicationRow, type JobRow } from './server/jobs.table';
export { seedJobRows, seedJobs } from './server/seed-jobs';
export {
  applicationRetentionDays,
  deleteExpiredApplications,
  startApplicationRetention,
} from './server/application-retention';
