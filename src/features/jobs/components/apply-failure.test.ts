import { formMessages, postForm } from '@/lib/forms';
import { jobsMessages } from '../jobs.schema';
import { jobApplicationReading } from './apply-failure';

const { sent, failureMessage } = jobApplicationReading;
const reply = (status: number, body: unknown) =>
  jest.fn(async () => ({ status, json: async () => body }) as unknown as Response);

describe('jobApplicationReading (spec 2 §8 "Job submit fails")', () => {
  it('is sent when the API answers success: true', () => {
    expect(sent({ success: true, message: 'Thank you for your application.' })).toBe(true);
    expect(sent({ success: 'true' })).toBe(false);
    expect(sent({ statusCode: 200 })).toBe(false);
    expect(sent({})).toBe(false);
  });

  it("shows the server's message as it is", () => {
    expect(
      failureMessage({
        status: 409,
        code: 14,
        message: 'You have already submitted an application for this job.',
      }),
    ).toBe('You have already submitted an application for this job.');
    expect(
      failureMessage({
        status: 502,
        code: 13,
        message: 'Something went wrong submitting the job application. Please try again.',
      }),
    ).toBe('Something went wrong submitting the job application. Please try again.');
    expect(
      failureMessage({ status: 404, code: 404, message: 'This job could not be found.' }),
    ).toBe('This job could not be found.');
  });

  it('says a CV the server found too large as it arrived is too large (413)', () => {
    expect(failureMessage({ status: 413, code: 413, message: jobsMessages.resumeTooLarge })).toBe(
      jobsMessages.resumeTooLarge,
    );
  });

  it("replaces a message containing 'err=15', and code 15, with the invalid-fields message", () => {
    expect(jobsMessages.invalidFields).toBe(
      'One (or more) of the fields you submitted were invalid, please correct any errors and try again.',
    );
    expect(failureMessage({ status: 400, message: 'Request failed: err=15 (email)' })).toBe(
      jobsMessages.invalidFields,
    );
    expect(
      failureMessage({
        status: 400,
        code: 15,
        message: 'Something went wrong validation the application, please try again.',
      }),
    ).toBe(jobsMessages.invalidFields);
    expect(failureMessage({ status: 400, code: 15 })).toBe(jobsMessages.invalidFields);
  });

  it("leaves the pipeline's own message for no message, the captcha and server faults", () => {
    expect(failureMessage({ status: 502 })).toBeUndefined();
    expect(failureMessage({ status: 0 })).toBeUndefined();
    expect(failureMessage({ status: 403, code: 403, message: 'Invalid token' })).toBeUndefined();
    expect(failureMessage({ status: 503, code: 503, message: 'Internal error' })).toBeUndefined();
    expect(
      failureMessage({
        status: 500,
        code: 500,
        message: 'Sorry, something went wrong. Please try again.',
      }),
    ).toBeUndefined();
  });

  it('reads the answers of POST /api/jobs/application through postForm', async () => {
    const applied = reply(200, { success: true, message: 'Thank you for your application.' });
    expect(
      await postForm('/api/jobs/application', {}, { ...jobApplicationReading, fetcher: applied }),
    ).toEqual({
      sent: true,
    });
    const duplicate = reply(409, {
      code: 14,
      title: 'DUPLICATED_REQUEST',
      message: 'You have already submitted an application for this job.',
    });
    expect(
      await postForm('/api/jobs/application', {}, { ...jobApplicationReading, fetcher: duplicate }),
    ).toEqual({
      sent: false,
      message: 'You have already submitted an application for this job.',
      issues: [],
    });
    const issues = [{ field: 'resume', message: jobsMessages.resumeFormat }];
    const invalid = reply(400, {
      code: 15,
      message: 'Something went wrong validation the application, please try again.',
      issues,
    });
    expect(
      await postForm('/api/jobs/application', {}, { ...jobApplicationReading, fetcher: invalid }),
    ).toEqual({
      sent: false,
      message: jobsMessages.invalidFields,
      issues,
    });
    const refused = reply(403, { code: 403, message: 'Invalid token' });
    expect(
      await postForm('/api/jobs/application', {}, { ...jobApplicationReading, fetcher: refused }),
    ).toMatchObject({
      message: formMessages.failed,
    });
  });
});
