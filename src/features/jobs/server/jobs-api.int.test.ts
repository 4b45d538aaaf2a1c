import { eq, sql } from 'drizzle-orm';
import { getContentSource } from '@/lib/content/server';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { milesBetween } from '@/lib/geo';
import { apiHandler } from '@/lib/http';
import { callRoute as call } from '@/lib/http/testing/call-route';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { postAsForm } from '@/lib/forms/testing/post-as-form';
import { readOutbox } from '@/lib/mail';
import { jobsMessages } from '../jobs.schema';
import type { Job } from '../jobs.types';
import {
  applicationBodyLimitBytes,
  getJobHandler,
  jobApplicationHandler,
  jobLocationsHandler,
  listJobsHandler,
} from './job-routes';
import { jobApplications } from './jobs.table';
import { resumeCheckMessages } from './resume-check';
import { docmBytes, docxBytes, exeBytes, pdfBytes, resumeOf } from './testing/cv-fixtures';
import { answersFor, applicationFor, seedTestJobs } from './testing/jobs-harness';

process.env.LOG_LEVEL = 'silent';
process.env.RATE_LIMITS = generousRateLimits;
process.env.REDIS_PREFIX = `test-${process.pid}-${Date.now()}`;

// The routes as their files under src/pages/api/jobs make them.
const listRoute = apiHandler({ GET: listJobsHandler });
const jobRoute = apiHandler({ GET: getJobHandler });
const locationsRoute = apiHandler({ GET: jobLocationsHandler });
// As the route file makes it, less its per-address caps (the race below sends three at once).
const applicationRoute = apiHandler(
  { POST: jobApplicationHandler },
  { bodyLimitBytes: applicationBodyLimitBytes, multipart: true },
);

let handle: DatabaseHandle;
let restore: () => void;
let all: Job[];
beforeAll(async () => {
  handle = await createTestDatabase();
  restore = installDatabase(handle);
  expect(await seedTestJobs(handle.db)).toBeGreaterThan(200);
  // Seeding again adds nothing.
  expect(await seedTestJobs(handle.db)).toBe(0);
  all = (await call(listRoute, {})).body.jobs;
});
afterAll(async () => {
  restore();
  await handle.close();
});

const leeds = { lat: 53.7997, lng: -1.5492 };
const apply = (body: unknown) => call(applicationRoute, { method: 'POST', body });
/** The CV as the site's form holds it: the chosen file, not yet read. */
const chosenFile = (name: string, bytes: Buffer, contentType = 'application/pdf') => ({
  name,
  contentType,
  content: new Blob([new Uint8Array(bytes)], { type: contentType }),
});
/** Sends the application as the site's form does: multipart/form-data, the CV as a file part. */
const applyAsForm = (application: Record<string, unknown>) =>
  postAsForm(applicationRoute, application, 'resume');
const storedFor = (email: string) =>
  handle.db
    .select()
    .from(jobApplications)
    .where(sql`lower(${jobApplications.email}) = lower(${email})`);
/** A Leeds job that needs a CV, work experience and answers to mandatory questions. */
const fullJob = () =>
  all.find(
    (job) =>
      job.restaurant.title.startsWith('Leeds') &&
      job.cvRequired === 'True' &&
      job.workExperienceRequired === 'True' &&
      job.questions.some((question) => question.is_mandatory),
  )!;

describe(`jobs API (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('GET /api/jobs: every job in the spec shape, flags as strings, no distance', async () => {
    const { status, body } = await call(listRoute, { url: '/api/jobs?siteId=tavola' });
    expect(status).toBe(200);
    expect(body.jobs.length).toBeGreaterThan(200);
    const job =
      body.jobs.find((candidate: Job) => candidate.jobId === '1018-chef-de-partie') ?? body.jobs[0];
    expect(Object.keys(job).sort()).toEqual(
      [
        'jobId',
        'name',
        'positionUniqueName',
        'category',
        'jobType',
        'jobTypeGroup',
        'cvRequired',
        'workExperienceRequired',
        'location',
        'distance',
        'questions',
        'restaurant',
        'description',
      ].sort(),
    );
    for (const each of body.jobs as Job[]) {
      expect(['True', 'False']).toContain(each.cvRequired);
      expect(['True', 'False']).toContain(each.workExperienceRequired);
      expect(['full time', 'part time']).toContain(each.jobType);
      expect(each.distance).toBeNull();
      expect(each.location).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    }
  });

  it('GET /api/jobs with Leeds coordinates: only jobs under 100 miles, nearest first, with miles', async () => {
    const url = `/api/jobs?siteId=tavola&lat=${leeds.lat}&lng=${leeds.lng}`;
    const { status, body } = await call(listRoute, { url });
    expect(status).toBe(200);
    const found: Job[] = body.jobs;
    const expected = all.filter(
      (job) =>
        milesBetween(
          { lat: leeds.lat, lon: leeds.lng },
          { lat: job.location.lat, lon: job.location.lng },
        ) < 100,
    );
    expect(found.map((job) => job.jobId).sort()).toEqual(expected.map((job) => job.jobId).sort());
    expect(found.length).toBeLessThan(all.length);
    expect(found[0]!.restaurant.title).toMatch(/^Leeds /);
    expect(found[0]!.distance).toBeLessThan(1);
    const distances = found.map((job) => job.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThan(100);
    // Manchester (about 36 miles) is in, London (about 170 miles) is not.
    expect(found.some((job) => job.restaurant.title.startsWith('Manchester'))).toBe(true);
    expect(found.some((job) => job.restaurant.title.startsWith('London'))).toBe(false);
  });

  it.each(['lat=53.8', 'lat=91&lng=0', 'lat=abc&lng=1'])(
    'GET /api/jobs?%s is a 400 naming the field',
    async (query) => {
      const { status, body } = await call(listRoute, { url: `/api/jobs?${query}` });
      expect(status).toBe(400);
      expect(body.issues.length).toBeGreaterThan(0);
    },
  );

  it('GET /api/jobs/{jobId}: the job, or 404 for an unknown id', async () => {
    const job = fullJob();
    const { status, body } = await call(jobRoute, { params: { jobId: job.jobId } });
    expect(status).toBe(200);
    expect(body).toEqual(job);
    expect((await call(jobRoute, { params: { jobId: 'no-such-job' } })).status).toBe(404);
    expect((await call(jobRoute, { params: { jobId: 'x'.repeat(300) } })).status).toBe(404);
  });

  it('GET /api/jobs/locations: the geocoder as lat and lng, [] for nothing, 400 for no query', async () => {
    const { status, body } = await call(locationsRoute, {
      url: '/api/jobs/locations?query=Leeds&sessionKey=abc-123',
    });
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        geometry: { location: { lat: expect.any(Number), lng: expect.any(Number) } },
        formatted_address: 'Leeds',
      },
    ]);
    expect(body[0].geometry.location.lat).toBeCloseTo(53.8, 0);
    const postcode = await call(locationsRoute, { url: '/api/jobs/locations?query=LS1' });
    expect(postcode.body[0].geometry.location.lng).toBeCloseTo(-1.55, 0);
    const nothing = await call(locationsRoute, { url: '/api/jobs/locations?query=Xyzzyqwv' });
    expect(nothing).toEqual({ status: 200, body: [] });
    for (const query of ['', '%20%20']) {
      const refused = await call(locationsRoute, { url: `/api/jobs/locations?query=${query}` });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Invalid search query, please search again.');
    }
  });

  it('POST /api/jobs/application: stored with its CV bytes, both mails queued', async () => {
    const job = fullJob();
    const { status, body } = await apply(applicationFor(job, 'aoife@example.com'));
    expect({ status, body }).toEqual({
      status: 200,
      body: { success: true, message: 'Thank you for your application.' },
    });
    const [stored] = await storedFor('aoife@example.com');
    expect(stored).toMatchObject({
      jobId: job.jobId,
      firstName: 'Aoife',
      secondName: "O'Brien",
      telephone: '+44 7700 900123',
      resumeName: 'Aoife CV.pdf',
      resumeContentType: 'application/pdf',
      forwardedAt: null,
    });
    expect(Buffer.from(stored!.resume!).equals(pdfBytes())).toBe(true);
    expect(stored!.experience).toEqual([
      expect.objectContaining({ employer: 'Trattoria Roma', isCurrentRole: true }),
    ]);
    expect(stored!.answers).toEqual(answersFor(job.questions));

    const restaurant = await getContentSource().getRestaurant(job.restaurant.storeId);
    const restaurantEmail = restaurant!.email!;
    expect(restaurantEmail).toMatch(/^leeds\..*@tavola\.example$/);
    const [hiring] = await readOutbox(handle.db, restaurantEmail);
    expect(hiring!.subject).toBe(`Job application: ${job.positionUniqueName} from Aoife O'Brien`);
    expect(hiring!.replyTo).toBe('aoife@example.com');
    expect(hiring!.text).toContain('is stored with the application');
    expect(hiring!.text).toContain(stored!.id);
    expect(hiring!.text).not.toContain(pdfBytes().toString('base64'));
    const [ack] = await readOutbox(handle.db, 'aoife@example.com');
    expect(ack!.subject).toBe(`Your application for ${job.name}`);
    expect(ack!.text).toContain(`Thank you for applying for ${job.positionUniqueName}`);
  });

  it('POST as the site’s form (multipart, the CV a file part): stored with the very bytes sent', async () => {
    const job = fullJob();
    for (const [email, resume, type] of [
      ['form-pdf@example.com', chosenFile('Aoife CV.pdf', pdfBytes(300_000)), 'application/pdf'],
      [
        'form-docx@example.com',
        chosenFile('cv.docx', docxBytes(), ''),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    ] as const) {
      const { status, body } = await applyAsForm({ ...applicationFor(job, email), resume });
      expect({ status, body }).toEqual({
        status: 200,
        body: { success: true, message: 'Thank you for your application.' },
      });
      const [stored] = await storedFor(email);
      expect(stored).toMatchObject({
        jobId: job.jobId,
        resumeName: resume.name,
        resumeContentType: type,
      });
      const sent = Buffer.from(await resume.content.arrayBuffer());
      expect(Buffer.from(stored!.resume!).equals(sent)).toBe(true);
      expect(await readOutbox(handle.db, email)).toHaveLength(1);
    }
  });

  it('as the site’s form: a program, a macro document or an oversized CV is refused, nothing stored', async () => {
    const job = fullJob();
    for (const [resume, status, expected] of [
      [
        chosenFile('cv.pdf', exeBytes()),
        400,
        { code: 15, issues: [{ field: 'resume', message: jobsMessages.resumeFormat }] },
      ],
      [
        chosenFile('cv.exe', pdfBytes()),
        400,
        { code: 15, issues: [{ field: 'resume.name', message: jobsMessages.resumeFormat }] },
      ],
      [
        chosenFile('cv.docx', docmBytes()),
        400,
        { code: 15, issues: [{ field: 'resume', message: resumeCheckMessages.macros }] },
      ],
      [
        chosenFile('cv.pdf', pdfBytes(5 * 1024 * 1024 + 1)),
        413,
        { code: 413, message: jobsMessages.resumeTooLarge },
      ],
    ] as const) {
      const answer = await applyAsForm({ ...applicationFor(job, 'form-bad@example.com'), resume });
      expect(answer).toMatchObject({ status, body: expected });
    }
    // Exactly 5 MB is a CV.
    const largest = chosenFile('cv.pdf', pdfBytes(5 * 1024 * 1024));
    const taken = await applyAsForm({
      ...applicationFor(job, 'form-bad@example.com'),
      resume: largest,
    });
    expect(taken.status).toBe(200);
    expect(await storedFor('form-bad@example.com')).toHaveLength(1);
  });

  it('takes a .docx CV, and no CV for a job that needs none', async () => {
    const job = fullJob();
    expect((await apply(applicationFor(job, 'docx@example.com', { cv: 'docx' }))).status).toBe(200);
    const [stored] = await storedFor('docx@example.com');
    expect(stored!.resumeContentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const noCv = all.find((candidate) => candidate.cvRequired === 'False')!;
    const withoutCv = { ...applicationFor(noCv, 'nocv@example.com'), resume: undefined };
    expect((await apply(withoutCv)).status).toBe(200);
    expect((await storedFor('nocv@example.com'))[0]!.resume).toBeNull();
  });

  it('a second application for the job is code 14, whatever the case of the e-mail', async () => {
    const job = fullJob();
    expect((await apply(applicationFor(job, 'twice@example.com'))).status).toBe(200);
    for (const email of ['twice@example.com', 'TWICE@Example.com']) {
      const { status, body } = await apply(applicationFor(job, email));
      expect(status).toBe(409);
      expect(body).toEqual({
        code: 14,
        title: 'DUPLICATED_REQUEST',
        message: 'You have already submitted an application for this job.',
      });
    }
    expect(await storedFor('twice@example.com')).toHaveLength(1);
    expect(await readOutbox(handle.db, 'twice@example.com')).toHaveLength(1);
    // Another job is another application.
    const other = all.find(
      (candidate) => candidate.jobId !== job.jobId && candidate.cvRequired === 'True',
    )!;
    expect((await apply(applicationFor(other, 'twice@example.com'))).status).toBe(200);
  });

  it('two identical applications at the same moment: one stored, the other code 14', async () => {
    const job = fullJob();
    const answers = await Promise.all(
      [0, 1, 2].map(() => apply(applicationFor(job, 'race@example.com'))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(
      answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code),
    ).toEqual([14, 14]);
    expect(await storedFor('race@example.com')).toHaveLength(1);
  });

  it('a renamed .exe is code 15 with the resume-format error, nothing stored', async () => {
    for (const name of ['cv.pdf', 'cv.docx', 'cv.exe']) {
      const application = {
        ...applicationFor(fullJob(), 'exe@example.com'),
        resume: resumeOf(name, exeBytes()),
      };
      const { status, body } = await apply(application);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 15,
        title: 'APPLICATION_VALIDATION_ERROR',
        message: 'Something went wrong validation the application, please try again.',
        issues: [
          {
            field: name === 'cv.exe' ? 'resume.name' : 'resume',
            message: jobsMessages.resumeFormat,
          },
        ],
      });
    }
    expect(await storedFor('exe@example.com')).toEqual([]);
    expect(await readOutbox(handle.db, 'exe@example.com')).toEqual([]);
  });

  it('a macro-enabled document named .docx, or a CV named with a path, is refused and nothing stored', async () => {
    for (const [name, bytes, message] of [
      ['cv.docx', docmBytes(), resumeCheckMessages.macros],
      ['../../cv.pdf', pdfBytes(), resumeCheckMessages.name],
    ] as const) {
      const application = {
        ...applicationFor(fullJob(), 'macro@example.com'),
        resume: resumeOf(name, bytes),
      };
      const { status, body } = await apply(application);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 15, issues: [{ field: 'resume', message }] });
    }
    expect(await storedFor('macro@example.com')).toEqual([]);
    expect(await readOutbox(handle.db, 'macro@example.com')).toEqual([]);
  });

  it('a 6 MB CV is refused as too big a body (413) before it is read', async () => {
    // 6 MB is 8 MB in base64: over the route's 7.5 MB body limit, so the body is never parsed.
    const application = {
      ...applicationFor(fullJob(), 'big@example.com'),
      resume: resumeOf('cv.pdf', pdfBytes(6 * 1024 * 1024)),
    };
    const { status, body } = await apply(application);
    expect(status).toBe(413);
    expect(body.code).toBe(413);
    expect(await storedFor('big@example.com')).toEqual([]);
  });

  it('a CV just over 5 MB (under the body limit) is code 15 naming the size', async () => {
    const application = {
      ...applicationFor(fullJob(), 'over@example.com'),
      resume: resumeOf('cv.pdf', pdfBytes(5 * 1024 * 1024 + 10)),
    };
    const { status, body } = await apply(application);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 15,
      issues: [{ field: 'resume', message: jobsMessages.resumeTooLarge }],
    });
  });

  it('a missing mandatory answer is code 15 naming the question', async () => {
    const job = fullJob();
    const mandatory = job.questions.find((question) => question.is_mandatory)!;
    const application = applicationFor(job, 'noanswer@example.com');
    application.questions = application.questions!.filter((entry) => entry.id !== mandatory.id);
    const { status, body } = await apply(application);
    expect(status).toBe(400);
    expect(body.code).toBe(15);
    expect(body.issues).toEqual([
      { field: `questions.${mandatory.id}`, message: jobsMessages.answerRequired },
    ]);
  });

  it('invalid fields are code 15 naming each, with no job needed to say so', async () => {
    const { status, body } = await apply({
      ...applicationFor(fullJob(), 'not-an-email'),
      firstName: 'R2D2',
      telephone: '12',
    });
    expect(status).toBe(400);
    expect(body.code).toBe(15);
    expect(body.issues.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'email',
      'firstName',
      'telephone',
    ]);
    const missing = await apply({
      ...applicationFor(fullJob(), 'cvless@example.com'),
      resume: undefined,
    });
    expect(missing.body).toMatchObject({
      code: 15,
      issues: [{ field: 'resume', message: jobsMessages.resumeRequired }],
    });
  });

  it('an application for an unknown job is a 404, nothing stored', async () => {
    const application = { ...applicationFor(fullJob(), 'ghost@example.com'), jobId: 'no-such-job' };
    expect((await apply(application)).status).toBe(404);
    expect(await storedFor('ghost@example.com')).toEqual([]);
  });

  it('jobs data that cannot be read is code 12, for the list, a job and an application', async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const back = installDatabase(broken);
    try {
      const twelve = {
        code: 12,
        title: 'JOBS_DATA_FAILED',
        message: 'Something went wrong retrieving the jobs data. Please try again.',
      };
      expect(await call(listRoute, {})).toEqual({ status: 502, body: twelve });
      expect(await call(jobRoute, { params: { jobId: fullJob().jobId } })).toEqual({
        status: 502,
        body: twelve,
      });
      expect(await apply(applicationFor(fullJob(), 'unread@example.com'))).toEqual({
        status: 502,
        body: twelve,
      });
    } finally {
      back();
    }
  });

  it('only POST is allowed', async () => {
    expect((await call(applicationRoute, { method: 'GET' })).status).toBe(405);
    const stored = await handle.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.jobId, 'none'));
    expect(stored).toEqual([]);
  });
});
