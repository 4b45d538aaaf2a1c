/**
 * The job codes of spec 2 §8: each code's name and the message an applicant reads. Shared by the
 * server (which answers with the payload `{ code, title, message }`) and the browser.
 *
 * They share the booking catalogue's numbering (spec 1 §8 lists 12-15 as these), and 16 is the
 * booking catalogue's CONTENTFUL_ERROR, written here in the same words so that the jobs feature
 * does not import booking for it (server/job-error.test.ts checks the two agree). A reservation
 * system answering 12-15 is not a job error: booking still reads it as BOOKING_WENT_WRONG.
 */
export const jobErrors = {
  12: {
    name: 'JOBS_DATA_FAILED',
    message: 'Something went wrong retrieving the jobs data. Please try again.',
  },
  13: {
    // The spec's spelling of the name.
    name: 'SUBMIT_APPLCIATION_ERROR',
    message: 'Something went wrong submitting the job application. Please try again.',
  },
  14: {
    name: 'DUPLICATED_REQUEST',
    message: 'You have already submitted an application for this job.',
  },
  15: {
    name: 'APPLICATION_VALIDATION_ERROR',
    message: 'Something went wrong validation the application, please try again.',
  },
  16: {
    name: 'CONTENTFUL_ERROR',
    message: 'Something went wrong connecting to a content service, please try again.',
  },
} as const satisfies Record<number, { name: string; message: string }>;

export type JobErrorCode = keyof typeof jobErrors;
