import { sql } from 'drizzle-orm';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { callRoute as call } from '@/lib/http/testing/call-route';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { postAsForm } from '@/lib/forms/testing/post-as-form';
import { readOutbox } from '@/lib/mail';
import {
  applicationBodyLimitBytes,
  getJobHandler,
  jobApplicationHandler,
  listJobsHandler,
} from '../job-routes';
import { jobApplications } from '../jobs.table';
import { pdfBytes } from '../testing/cv-fixtures';
import { applicationFor } from '../testing/jobs-harness';
import type { Job } from '../../jobs.types';
import { atsJob } from './testing/ats-fixtures';
import { startFakeAts, type FakeAts } from './testing/fake-ats';

// JOBS_PROVIDER=ats: jobs come from the applicant-tracking system (a local server that answers as
// its API is documented); every application is also stored here, in the same transaction.
process.env.LOG_LEVEL = 'silent';
process.env.RATE_LIMITS = generousRateLimits;
process.env.REDIS_PREFIX = `test-${process.pid}-${Date.now()}`;
process.env.JOBS_PROVIDER = 'ats';
process.env.ATS_API_KEY = 'ats-secret-key';
process.env.ATS_TIMEOUT_MS = '500';

const job = { ...atsJob('ATS-CHEF-1'), distance: null } as Job;
let fake: FakeAts;
let handle: DatabaseHandle;
let restore: () => void;
beforeAll(async () => {
  fake = await startFakeAts({ apiKey: 'ats-secret-key', jobs: [atsJob('ATS-CHEF-1')] });
  process.env.ATS_API_URL = fake.baseUrl;
  handle = await createTestDatabase();
  restore = installDatabase(handle);
});
afterAll(async () => {
  restore();
  await handle.close();
  await fake.close();
});

const list = apiHandler({ GET: listJobsHandler });
const one = apiHandler({ GET: getJobHandler });
const applyRoute = apiHandler(
  { POST: jobApplicationHandler },
  { bodyLimitBytes: applicationBodyLimitBytes, multipart: true },
);
const apply = (email: string) =>
  call(applyRoute, { method: 'POST', body: applicationFor(job, email) });
const storedFor = (email: string) =>
  handle.db
    .select()
    .from(jobApplications)
    .where(sql`lower(${jobApplications.email}) = lower(${email})`);

describe('jobs with an applicant-tracking system', () => {
  it('GET /api/jobs and /api/jobs/{jobId} read the ATS', async () => {
    const { status, body } = await call(list, { url: '/api/jobs?lat=53.8&lng=-1.55' });
    expect(status).toBe(200);
    expect(body.jobs).toEqual([{ ...job, distance: expect.any(Number) }]);
    expect((await call(one, { params: { jobId: 'ATS-CHEF-1' } })).body).toEqual(job);
    expect((await call(one, { params: { jobId: 'ATS-NONE' } })).status).toBe(404);
  });

  it('the ATS failing to list jobs is code 12', async () => {
    fake.script('jobs', { status: 503, raw: 'down' });
    const { status, body } = await call(list, {});
    expect(status).toBe(502);
    expect(body).toEqual({
      code: 12,
      title: 'JOBS_DATA_FAILED',
      message: 'Something went wrong retrieving the jobs data. Please try again.',
    });
  });

  it('an application goes to the ATS with its CV, and is stored here marked forwarded', async () => {
    const { status, body } = await apply('forwarded@example.com');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Thank you for your application.' });
    const taken = fake.applications.find((entry) => entry.body.email === 'forwarded@example.com')!;
    expect(taken.body.resume).toEqual({
      name: 'Aoife CV.pdf',
      contentType: 'application/pdf',
      content: pdfBytes().toString('base64'),
    });
    expect(fake.requests.at(-1)!.headers.authorization).toBe('Bearer ats-secret-key');
    const [stored] = await storedFor('forwarded@example.com');
    expect(stored!.atsReference).toBe(taken.id);
    expect(stored!.forwardedAt).toBeInstanceOf(Date);
    expect(taken.body.applicationId).toBe(stored!.id);
    expect(Buffer.from(stored!.resume!).equals(pdfBytes())).toBe(true);
    expect(await readOutbox(handle.db, 'forwarded@example.com')).toHaveLength(1);
  });

  it('a CV posted as the site’s form (a file part) reaches the ATS in base64, the very bytes', async () => {
    const cv = pdfBytes(200_000);
    const resume = {
      name: 'Form CV.pdf',
      contentType: 'application/pdf',
      content: new Blob([new Uint8Array(cv)], { type: 'application/pdf' }),
    };
    const application = { ...applicationFor(job, 'form-ats@example.com'), resume };
    const { status } = await postAsForm(applyRoute, application, 'resume');
    expect(status).toBe(200);
    const taken = fake.applications.find((entry) => entry.body.email === 'form-ats@example.com')!;
    expect(taken.body.resume).toEqual({
      name: 'Form CV.pdf',
      contentType: 'application/pdf',
      content: cv.toString('base64'),
    });
    const [stored] = await storedFor('form-ats@example.com');
    expect(Buffer.from(stored!.resume!).equals(cv)).toBe(true);
  });

  it.each([
    ['down (503)', { status: 503, body: { error: 'maintenance' } }],
    ['too slow', { hang: true }],
    ['answering nonsense', { status: 201, raw: '<html>' }],
  ])(
    'the ATS %s: code 13, nothing stored or mailed; sent again later, it is taken',
    async (_case, answer) => {
      const email = `retry-${fake.requests.length}@example.com`;
      fake.script('applications', answer);
      const { status, body } = await apply(email);
      expect(status).toBe(502);
      expect(body).toEqual({
        code: 13,
        title: 'SUBMIT_APPLCIATION_ERROR',
        message: 'Something went wrong submitting the job application. Please try again.',
      });
      expect(await storedFor(email)).toEqual([]);
      expect(await readOutbox(handle.db, email)).toEqual([]);
      // Rolled back, so the retry is a new application, not a duplicate.
      expect((await apply(email)).status).toBe(200);
      expect(await storedFor(email)).toHaveLength(1);
    },
  );

  it('an application the ATS already has (409) is code 14, nothing stored here', async () => {
    fake.script('applications', { status: 409, body: { error: 'already applied' } });
    const { status, body } = await apply('known@example.com');
    expect(status).toBe(409);
    expect(body.code).toBe(14);
    expect(await storedFor('known@example.com')).toEqual([]);
  });
});
