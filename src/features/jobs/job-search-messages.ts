import { jobErrors } from '@/features/booking';
import { jobsMessages } from './jobs.schema';

/**
 * What the job search says (spec 2 §4, §8). The spec words the location refusal and code 12; the
 * rest say what happened and what to do next.
 */
export const jobSearchMessages = {
  /** The error modal's title when the device location is refused. */
  locationDeniedTitle: 'Location services are off',
  /** Spec 2 §8: 'Location permission denied in job search', in the error modal. */
  locationDenied: jobsMessages.locationDenied,
  locationUnavailableTitle: 'We could not find you',
  locationUnavailable:
    'We could not find where you are. Please enter your postcode or town instead.',
  /** The error modal's title for a refusal of the jobs service. */
  failedTitle: 'Something went wrong',
  /** Code 12, JOBS_DATA_FAILED: also what an unreadable answer, or none, says. */
  jobsFailed: jobErrors[12].message,
  /** Spec 2 §9: a search starts after 3 characters. */
  shortQuery: 'Please enter at least 3 characters.',
  placeNotFound: 'We could not find that place. Please check the postcode or town.',
  noJobs: 'No jobs match your search. Try another place or fewer filters.',
  loading: 'Loading jobs…',
  /** While a location search runs: 'Looking for jobs near Leeds…'. */
  searching: (place: string) => `Looking for jobs near ${place}…`,
} as const;

/** The status line of a list: '248 jobs', '1 job near you', '24 jobs near Leeds'. */
export function jobCountText(count: number, near?: string): string {
  if (count === 0) return jobSearchMessages.noJobs;
  const jobs = `${count} ${count === 1 ? 'job' : 'jobs'}`;
  return near ? `${jobs} near ${near}` : jobs;
}
