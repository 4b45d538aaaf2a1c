import { bookingErrors } from '@/features/booking';
import { jobErrors } from '../job-errors';
import { JobError } from './job-error';

describe('the job codes of spec 2 §8', () => {
  it.each([
    [
      12,
      502,
      'JOBS_DATA_FAILED',
      'Something went wrong retrieving the jobs data. Please try again.',
    ],
    [
      13,
      502,
      'SUBMIT_APPLCIATION_ERROR',
      'Something went wrong submitting the job application. Please try again.',
    ],
    [14, 409, 'DUPLICATED_REQUEST', 'You have already submitted an application for this job.'],
    [
      15,
      400,
      'APPLICATION_VALIDATION_ERROR',
      'Something went wrong validation the application, please try again.',
    ],
    [
      16,
      502,
      'CONTENTFUL_ERROR',
      'Something went wrong connecting to a content service, please try again.',
    ],
  ] as const)('code %i answers %i as %s', (code, status, title, message) => {
    const error = new JobError(code);
    expect(error.status).toBe(status);
    expect(error.payload).toEqual({ code, title, message });
  });

  it('share 16 with the booking catalogue, and leave 12-15 out of it', () => {
    expect(jobErrors[16]).toEqual(bookingErrors[16]);
    expect(new JobError(16).payload.message).toBe(bookingErrors[16].message);
    for (const code of [12, 13, 14, 15]) expect(code in bookingErrors).toBe(false);
  });

  it('code 15 names the fields', () => {
    const issues = [{ field: 'email', message: 'Please enter your email address.' }];
    expect(new JobError(15, { issues }).payload.issues).toEqual(issues);
  });
});
