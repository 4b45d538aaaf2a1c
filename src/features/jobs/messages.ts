import { jobErrors } from './job-errors';
import { jobsMessages } from './jobs.schema';

/**
 * What the apply modal says besides the schema's messages (`jobsMessages`): its buttons, its
 * titles and its thanks. The spec words none of these; they say what happens.
 */
export const applyCopy = {
  title: (jobName: string) => `Apply: ${jobName}`,
  sendApplication: 'Send application',
  sending: 'Sending…',
  clearForm: 'Clear form',
  cvLabel: 'Your CV',
  cvHint: 'A PDF or Word (.docx) document, at most 5 MB.',
  cvChosen: (fileName: string) => `Chosen: ${fileName}`,
  experienceHeading: 'Work experience',
  experienceIntro: 'Tell us about your recent roles, starting with the latest.',
  role: (number: number) => `Role ${number}`,
  currentRole: 'This is my current role',
  addRole: 'Add another role',
  removeRole: 'Remove last role',
  questionsHeading: 'A few questions',
  chooseMonth: 'Month',
  chooseYear: 'Year',
  thanksSent: (restaurant: string) =>
    `We have e-mailed a copy of your application to the address you gave. The team at ${restaurant} will be in touch.`,
  close: 'Close',
  errorTitle: 'Your application was not sent',
  ok: 'OK',
} as const;

/** What a job's page says. */
export const jobCopy = {
  apply: 'Apply',
  backToSearch: 'Back to job search',
  aboutRole: 'About the role',
  whatYouGet: 'What you get',
  benefits: [
    'A free meal on every shift',
    '100% of tips shared with the team',
    '50% off food for you and up to five friends',
    'Your birthday off, on us',
    'A pension, and early access to the pay you have earned',
  ],
  yourApplication: 'Your application',
  takesMinutes: 'It takes about five minutes. You will need:',
  needDetails: 'your contact details',
  needCv: 'your CV, as a PDF or Word (.docx) document of at most 5 MB',
  needExperience: 'the roles you have had, with their start and end dates',
  questions: (count: number) => `answers to ${count} short question${count === 1 ? '' : 's'}`,
  where: 'Where you would work',
  seeRestaurant: 'See the restaurant',
} as const;

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
