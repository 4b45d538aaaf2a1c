import { eq } from 'drizzle-orm';
import { z, ZodError } from 'zod';
import { getGeocoder, readSearchQuery } from '@/features/locations/server';
import { getContentSource, readContent } from '@/lib/content/server';
import type { Database } from '@/lib/db';
import { formRoute, type FilePart } from '@/lib/forms/server';
import { milesBetween } from '@/lib/geo';
import {
  httpError,
  isHttpError,
  toErrorResponse,
  type ApiHandlerOptions,
  type MethodHandler,
} from '@/lib/http';
import { writeToOutbox } from '@/lib/mail';
import {
  applicationSchema,
  applicationSchemaFor,
  hasResumeExtension,
  jobsMessages,
  maxResumeBytes,
  type JobApplication,
} from '../jobs.schema';
import type { Job } from '../jobs.types';
import { applicationEmails, type HiringContact } from './application-emails';
import { getJobsProvider } from './get-jobs-provider';
import { JobError } from './job-error';
import { jobApplications } from './jobs.table';
import {
  checkResume,
  checkResumeStart,
  ResumeProblem,
  resumeStartBytes,
  type CheckedResume,
} from './resume-check';

/** True when the error is a unique violation of the named index (PostgreSQL and PGlite). */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  return [error, (error as { cause?: unknown } | null)?.cause].some((candidate) => {
    const pg = candidate as { code?: string; constraint?: string; message?: string } | null;
    return (
      pg?.code === '23505' &&
      (pg.constraint === constraint || Boolean(pg.message?.includes(constraint)))
    );
  });
}

/** Job search keeps jobs under 100 miles away (spec 2 §9). */
export const maxJobDistanceMiles = 100;

const numberPattern = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;
const degrees = (what: string, limit: number) => {
  const range = `Expected a ${what} from -${limit} to ${limit} degrees`;
  return z
    .string({ error: range })
    .regex(numberPattern, range)
    .transform(Number)
    .pipe(z.number().min(-limit, range).max(limit, range));
};

const listQuerySchema = z
  .object({
    siteId: z.string().max(100).optional(),
    lat: degrees('latitude', 90).optional(),
    lng: degrees('longitude', 180).optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    message: 'Expected both lat and lng, or neither',
    path: ['lng'],
  });

/**
 * GET /api/jobs?siteId&lat&lng: `{ jobs }`. With `lat` and `lng`, only the jobs under 100 miles by
 * haversine (earth radius 3959), nearest first, each with its `distance` in miles (one decimal);
 * without, every job with `distance: null`.
 */
export const listJobsHandler: MethodHandler = async (req) => {
  const { lat, lng } = listQuerySchema.parse(req.query);
  const all = await getJobsProvider().listJobs();
  if (lat === undefined || lng === undefined) return { jobs: all };
  const measured = all
    .map((job) => ({
      job,
      miles: milesBetween({ lat, lon: lng }, { lat: job.location.lat, lon: job.location.lng }),
    }))
    .filter(({ miles }) => miles < maxJobDistanceMiles)
    .sort((a, b) => a.miles - b.miles || a.job.jobId.localeCompare(b.job.jobId));
  return {
    jobs: measured.map(({ job, miles }) => ({ ...job, distance: Math.round(miles * 10) / 10 })),
  };
};

// A job id is letters, digits, '.', '_' and '-': anything else (a NUL byte PostgreSQL refuses) is no job.
const jobIdSchema = z.string().regex(/^[\w.-]{1,100}$/);
const jobNotFound = () => httpError(404, 'This job could not be found.');

/** GET /api/jobs/{jobId}: the job, or 404. */
export const getJobHandler: MethodHandler = async (req) => {
  const jobId = jobIdSchema.safeParse(req.query.jobId);
  if (!jobId.success) throw jobNotFound();
  const job = await getJobsProvider().getJob(jobId.data);
  if (!job) throw jobNotFound();
  return job;
};

/**
 * GET /api/jobs/locations?query&sessionKey: where a postcode or town is, from the site's
 * geocoder, as `[{ geometry: { location: { lat, lng } }, formatted_address }]` (spec 2 §7); an
 * empty list when nothing is found, 400 for an empty or invalid query. The session key (a
 * place-autocomplete session in the old service) is accepted and not needed.
 */
export const jobLocationsHandler: MethodHandler = async (req, res) => {
  z.object({ sessionKey: z.string().max(200).optional() }).parse(req.query);
  const query = readSearchQuery(req.query.query);
  const found = await getGeocoder().search(query);
  res.setHeader('Cache-Control', 'public, max-age=3600, s-maxage=86400');
  if (!found) return [];
  return [
    { geometry: { location: { lat: found.lat, lng: found.lon } }, formatted_address: found.label },
  ];
};

interface PreparedApplication {
  job: Job;
  application: JobApplication;
  resume: CheckedResume | null;
  contact: HiringContact;
}

/** The restaurant's hiring contact: its e-mail in the content, or the brand's (code 16 if none). */
async function hiringContactOf(job: Job): Promise<HiringContact> {
  const content = getContentSource();
  const [restaurant, settings] = await readContent(() =>
    Promise.all([content.getRestaurant(job.restaurant.storeId), content.getSettings()]),
  );
  const brand = settings?.siteName ?? 'Tavola';
  const email = restaurant?.email ?? settings?.siteEmail;
  if (!email) throw new JobError(16);
  return { email, name: `the hiring team at ${brand} ${job.restaurant.title}` };
}

/** The job, its full schema (code 15 naming each field), the CV's content, the hiring contact. */
async function prepareApplication(values: JobApplication): Promise<PreparedApplication> {
  const job = await getJobsProvider().getJob(values.jobId);
  if (!job) throw jobNotFound();
  const application = applicationSchemaFor(job).parse(values);
  let resume: CheckedResume | null = null;
  if (application.resume) {
    try {
      resume = await checkResume(application.resume);
    } catch (error) {
      if (!(error instanceof ResumeProblem)) throw error;
      throw resumeRefused('resume', error.message);
    }
  }
  return { job, application, resume, contact: await hiringContactOf(job) };
}

/**
 * Stores the application with its CV, queues its two e-mails and hands it to the provider, all in
 * the pipeline's one transaction. A second application of the same e-mail (any case) for the job
 * is code 14, also when two arrive at once (the unique index decides).
 *
 * When the applicant-tracking system cannot take it (down, slow, refusing), the whole transaction
 * rolls back and the answer is code 13: nothing is half-stored, no acknowledgement says it arrived
 * when it did not, and the applicant, still holding their filled form, can simply send it again
 * (a kept local copy would make that retry a 14 while the ATS never had it). Every application
 * the answer calls a success is stored here with its CV, whatever becomes of the ATS later.
 */
async function saveApplication(
  tx: Database,
  _values: JobApplication,
  { job, application, resume, contact }: PreparedApplication,
): Promise<void> {
  let id: string;
  try {
    const [stored] = await tx
      .insert(jobApplications)
      .values({
        jobId: job.jobId,
        email: application.email,
        firstName: application.firstName,
        secondName: application.secondName,
        telephone: application.telephone,
        experience: application.experience,
        answers: application.questions,
        resumeName: resume?.name ?? null,
        resumeContentType: resume?.contentType ?? null,
        resume: resume?.content ?? null,
      })
      .returning({ id: jobApplications.id });
    id = stored!.id;
    for (const mail of applicationEmails(application, job, resume, contact, id)) {
      await writeToOutbox(tx, mail);
    }
  } catch (error) {
    if (isUniqueViolation(error, 'job_applications_job_email_unique')) throw new JobError(14);
    throw new JobError(13, { cause: error });
  }
  const outcome = await getJobsProvider().apply(tx, { id, application, resume }, job);
  if (outcome.forwardedAt) {
    await tx
      .update(jobApplications)
      .set({ forwardedAt: outcome.forwardedAt, atsReference: outcome.reference })
      .where(eq(jobApplications.id, id));
  }
}

/** A CV refused for what it is: code 15 naming the resume (or its name), as the form shows it. */
const resumeRefused = (field: 'resume' | 'resume.name', message: string) =>
  new JobError(15, { issues: [{ field, message }] });

/**
 * The CV of the site's form, a multipart file part: refused at its first bytes when its name or
 * its start is not a PDF or a Word document, and at its 5 MB and first byte, without the rest.
 */
const resumePart: FilePart = {
  field: 'resume',
  maxBytes: maxResumeBytes,
  tooLargeMessage: jobsMessages.resumeTooLarge,
  startBytes: resumeStartBytes,
  checkStart: async (start, { name }) => {
    if (!hasResumeExtension(name)) throw resumeRefused('resume.name', jobsMessages.resumeFormat);
    try {
      await checkResumeStart(start, name);
    } catch (error) {
      if (!(error instanceof ResumeProblem)) throw error;
      throw resumeRefused('resume', error.message);
    }
  },
};

const applicationPipeline = formRoute({
  name: 'jobApplication',
  schema: applicationSchema,
  failureLog: 'Error submitting job application.',
  dinerOf: (application) => application.email,
  prepare: prepareApplication,
  save: saveApplication,
  answer: () => ({ success: true, message: jobsMessages.applied }),
  file: resumePart,
});

/** Refusals in the jobs catalogue: a field refused is code 15 naming it; a failure to store, 13. */
function asJobError(error: unknown): unknown {
  if (error instanceof ZodError) {
    return new JobError(15, { issues: toErrorResponse(error).payload.issues });
  }
  if (isHttpError(error)) {
    return error.status === 400 && error.payload.issues
      ? new JobError(15, { issues: error.payload.issues })
      : error;
  }
  return new JobError(13, { cause: error });
}

/**
 * POST /api/jobs/application: an application through the form pipeline (rate limits, captcha
 * `jobApplication`, the job's schema, one transaction) -> `{ success: true, message }`.
 */
export const jobApplicationHandler: MethodHandler = async (req, res) => {
  try {
    return await applicationPipeline(req, res);
  } catch (error) {
    throw asJobError(error);
  }
};

/**
 * The body limit of an application: as JSON (an API client), a 5 MB CV in base64 (6.7 MB) and the
 * rest of the form; as multipart (the site's form), the CV itself is refused at 5 MB as it arrives.
 */
export const applicationBodyLimitBytes = 7.5 * 1024 * 1024;

/**
 * How POST /api/jobs/application is served. A CV is megabytes, so what can refuse it without
 * reading it runs first: its declared length, the address's form limit (the pipeline counts the
 * attempt), and at most two uploads of one address under way at once. It is the one route that
 * takes multipart/form-data (the site's form streams the CV); an API client may send JSON.
 */
export const applicationRouteOptions = {
  bodyLimitBytes: applicationBodyLimitBytes,
  addressLimit: 'form',
  concurrentPerAddress: 2,
  multipart: true,
} as const satisfies ApiHandlerOptions;
