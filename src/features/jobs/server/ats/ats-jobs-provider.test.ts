import type { Database } from '@/lib/db';
import { JobError } from '../job-error';
import type { ForwardedApplication } from '../jobs-provider';
import { createAtsJobsProvider } from './ats-jobs-provider';
import { atsJob } from './testing/ats-fixtures';
import { startFakeAts, type FakeAts } from './testing/fake-ats';

process.env.LOG_LEVEL = 'silent';

const apiKey = 'ats-key-never-shown';
let fake: FakeAts;
beforeAll(async () => {
  fake = await startFakeAts({
    apiKey,
    jobs: [atsJob('J-1'), atsJob('J-2', { cvRequired: false as never, jobType: 'part time' })],
  });
});
afterAll(() => fake.close());

const provider = (options: { key?: string; timeoutMs?: number } = {}) =>
  createAtsJobsProvider({
    baseUrl: `${fake.baseUrl}/`,
    apiKey: options.key ?? apiKey,
    timeoutMs: options.timeoutMs ?? 2000,
  });
const tx = {} as Database;
const forwarded: ForwardedApplication = {
  id: '0b6f3c1e-8d1c-4c38-9d1e-3c1f0d8e2a11',
  application: {
    jobId: 'J-1',
    email: 'aoife@example.com',
    firstName: 'Aoife',
    secondName: "O'Brien",
    telephone: '07700 900123',
    resume: { name: 'cv.pdf', contentType: 'application/pdf', content: 'JVBERi0=' },
    experience: [],
    questions: [{ id: 'right-to-work', answer: ['yes'] }],
  },
  resume: { name: 'cv.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 cv') },
};

/** The JobError `call` rejects with; fails the test when it resolves or throws another. */
async function jobErrorOf(call: Promise<unknown>): Promise<JobError> {
  const outcome = await call.then(
    () => new Error('expected the call to fail'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof JobError)) throw outcome;
  return outcome;
}

describe('the applicant-tracking system provider', () => {
  it('lists and reads jobs with the bearer key, flags as strings and no distance', async () => {
    const jobs = await provider().listJobs();
    expect(jobs.map((job) => [job.jobId, job.cvRequired, job.distance])).toEqual([
      ['J-1', 'True', null],
      ['J-2', 'False', null],
    ]);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/jobs',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect((await provider().getJob('J-2'))?.jobType).toBe('part time');
    expect(await provider().getJob('nope')).toBeNull();
  });

  it('forwards an application with its CV in base64, answering its reference', async () => {
    const outcome = await provider().apply(tx, forwarded, atsJob('J-1') as never);
    expect(outcome.reference).toBe(fake.applications.at(-1)!.id);
    expect(outcome.forwardedAt).toBeInstanceOf(Date);
    expect(fake.applications.at(-1)!.body).toEqual({
      applicationId: forwarded.id,
      jobId: 'J-1',
      email: 'aoife@example.com',
      firstName: 'Aoife',
      secondName: "O'Brien",
      telephone: '07700 900123',
      experience: [],
      questions: [{ id: 'right-to-work', answer: ['yes'] }],
      resume: {
        name: 'cv.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('%PDF-1.7 cv').toString('base64'),
      },
    });
    // The ATS already has it: code 14.
    expect((await jobErrorOf(provider().apply(tx, forwarded, atsJob('J-1') as never))).code).toBe(
      14,
    );
  });

  it('a wrong key is code 12 on reading and 13 on applying, the key never in the error', async () => {
    const wrong = provider({ key: 'wrong-key' });
    const listing = await jobErrorOf(wrong.listJobs());
    expect(listing.code).toBe(12);
    expect(listing.payload.message).toBe(
      'Something went wrong retrieving the jobs data. Please try again.',
    );
    expect(JSON.stringify(listing.payload)).not.toContain('wrong-key');
    expect((await jobErrorOf(wrong.getJob('J-1'))).code).toBe(12);
    const applying = await jobErrorOf(
      wrong.apply(tx, { ...forwarded, id: 'x' }, atsJob('J-1') as never),
    );
    expect(applying.code).toBe(13);
    expect(applying.status).toBe(502);
  });

  it.each([
    ['a 500', { status: 500, body: { error: 'boom' } }],
    ['a 503 in HTML', { status: 503, raw: '<html>down</html>' }],
    ['jobs that are not a list', { body: { jobs: 'none' } }],
    ['a job missing its fields', { body: { jobs: [{ jobId: 'J-9' }] } }],
    [
      'a job of an unknown category',
      { body: { jobs: [atsJob('J-9', { category: 'Bar' as never })] } },
    ],
    ['no JSON', { raw: 'ok' }],
  ])('listing jobs: %s is code 12', async (_case, answer) => {
    fake.script('jobs', answer);
    expect((await jobErrorOf(provider().listJobs())).code).toBe(12);
  });

  it.each([
    ['a 500', { status: 500, body: { error: 'boom' } }],
    ['a 502 in HTML', { status: 502, raw: '<html>bad gateway</html>' }],
    ['a 200 without an id', { status: 200, body: { ok: true } }],
    ['a 400', { status: 400, body: { error: 'jobId and email are required' } }],
  ])('applying: %s is code 13', async (_case, answer) => {
    fake.script('applications', answer);
    const error = await jobErrorOf(provider().apply(tx, forwarded, atsJob('J-1') as never));
    expect(error.code).toBe(13);
    expect(error.payload.message).toBe(
      'Something went wrong submitting the job application. Please try again.',
    );
  });

  it('a slow ATS is a time-out: code 12 reading, 13 applying', async () => {
    fake.script('jobs', { hang: true });
    fake.script('applications', { hang: true });
    const fast = provider({ timeoutMs: 200 });
    expect((await jobErrorOf(fast.listJobs())).code).toBe(12);
    expect((await jobErrorOf(fast.apply(tx, forwarded, atsJob('J-1') as never))).code).toBe(13);
  });

  it('an ATS that cannot be reached is code 12', async () => {
    const gone = createAtsJobsProvider({ baseUrl: 'http://127.0.0.1:9', apiKey, timeoutMs: 1000 });
    expect((await jobErrorOf(gone.listJobs())).code).toBe(12);
  });
});
