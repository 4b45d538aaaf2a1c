import type { PostFormOptions } from '@/lib/forms';
import { jobErrors } from '../job-errors';
import { jobsMessages } from '../jobs.schema';

/** The job refusals whose words the applicant reads: the catalogue's codes and an unknown job. */
const isJobRefusal = (status: number, code: number | undefined) =>
  (code !== undefined && code in jobErrors) || status === 404;

/**
 * How the apply modal reads POST /api/jobs/application: sent when it answers `success: true`; a
 * refusal shows the server's message in the error modal (spec 2 §8 "Job submit fails"), except that
 * an invalid application (code 15, or a message holding 'err=15') says to correct the fields, which
 * show their own errors. Anything else (the captcha's 'Invalid token', a server fault, no message)
 * is the pipeline's 'Something went wrong, please try again.' (spec 2 §8 "Captcha failure"). A CV
 * the server found too large as it arrived (413) says so in the server's words.
 */
export const jobApplicationReading = {
  // The CV goes as a file part of a multipart post, read by the server as it arrives.
  fileField: 'resume',
  sent: (answer) => answer.success === true,
  failureMessage: ({ status, code, message }) => {
    if (code === 15 || message?.includes('err=15')) return jobsMessages.invalidFields;
    return message && (isJobRefusal(status, code) || status === 413) ? message : undefined;
  },
} as const satisfies Omit<PostFormOptions, 'fetcher'>;
