import { z } from 'zod';
import { currentTime } from '@/lib/clock';
import { getLogger } from '@/lib/log';
import { flagIsSet, jobCategories, jobQuestionTypes, jobTypes, type Job } from '../../jobs.types';
import { JobError } from '../job-error';
import type { JobsProvider } from '../jobs-provider';

export interface AtsJobsProviderOptions {
  /** ATS_API_URL: the API base URL, e.g. https://ats.example.com/api/v1. */
  baseUrl: string;
  /** ATS_API_KEY: sent as `Authorization: Bearer {key}`. */
  apiKey: string;
  /** ATS_TIMEOUT_MS: the time-out of one HTTP exchange, body included. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

const flagSchema = z
  .union([z.boolean(), z.enum(['True', 'False', 'true', 'false'])])
  .transform((flag): 'True' | 'False' => (flagIsSet(flag) && flag !== 'false' ? 'True' : 'False'));

/** A job as the applicant-tracking system answers it: the site's own shape, without distance. */
export const atsJobSchema = z.object({
  jobId: z.string().min(1).max(100),
  name: z.string().min(1),
  positionUniqueName: z.string().min(1),
  category: z.enum(jobCategories),
  jobType: z.enum(jobTypes),
  jobTypeGroup: z.string().min(1),
  cvRequired: flagSchema,
  workExperienceRequired: flagSchema,
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  questions: z.array(
    z.object({
      id: z.string().min(1),
      type: z.enum(jobQuestionTypes),
      is_mandatory: z.boolean(),
      text: z.string().min(1),
      options: z.array(z.object({ id: z.string().min(1), label: z.string() })).optional(),
    }),
  ),
  restaurant: z.object({ storeId: z.string().min(1), title: z.string().min(1) }),
  description: z.string().default(''),
});
const jobListSchema = z.object({ jobs: z.array(atsJobSchema) });
const appliedSchema = z.object({ id: z.string().min(1).max(200) });

const toJob = (job: z.output<typeof atsJobSchema>): Job => ({ ...job, distance: null }) as Job;

interface Answer {
  status: number;
  body: unknown;
}

/**
 * An applicant-tracking system over HTTP (JOBS_PROVIDER=ats). Its REST shape, JSON both ways, every
 * call with `Authorization: Bearer {ATS_API_KEY}`:
 *
 * - `GET {ATS_API_URL}/jobs` -> 200 `{ jobs: AtsJob[] }`, an AtsJob being the site's Job without
 *   `distance` (flags as 'True'/'False' or booleans).
 * - `GET {ATS_API_URL}/jobs/{jobId}` -> 200 AtsJob, or 404.
 * - `POST {ATS_API_URL}/applications` with `{ applicationId, jobId, email, firstName, secondName,
 *   telephone, experience, questions, resume: { name, contentType, content (base64) } | null }`
 *   -> 201 (or 200) `{ id }`; 409 when it already has this e-mail's application for the job.
 *
 * Reading jobs fails with code 12 (unreachable, time-out, refused, unreadable); an application
 * with 13, or 14 for the ATS's 409. The key never appears in an error or a log.
 */
export function createAtsJobsProvider(options: AtsJobsProviderOptions): JobsProvider {
  const fetchFn = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const log = getLogger().child({ component: 'ats' });

  async function call(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<Answer> {
    const response = await fetchFn(`${base}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${options.apiKey}`,
        ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    try {
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    } catch {
      return { status: response.status, body: undefined };
    }
  }

  /** Runs a call; any failure is `code`, logged with what went wrong (never the key). */
  async function attempt<T>(code: 12 | 13, operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof JobError) throw error;
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      log.error(
        { operation, reason: reason.split(options.apiKey).join('[redacted]') },
        'ATS failed',
      );
      throw new JobError(code, { cause: error });
    }
  }

  const refused = (operation: string, status: number) =>
    new Error(`the ATS refused ${operation} (HTTP ${status})`);

  return {
    listJobs: () =>
      attempt(12, 'list jobs', async () => {
        const answer = await call('GET', '/jobs');
        if (answer.status !== 200) throw refused('list jobs', answer.status);
        return jobListSchema.parse(answer.body).jobs.map(toJob);
      }),

    getJob: (jobId) =>
      attempt(12, 'get job', async () => {
        const answer = await call('GET', `/jobs/${encodeURIComponent(jobId)}`);
        if (answer.status === 404) return null;
        if (answer.status !== 200) throw refused('get job', answer.status);
        return toJob(atsJobSchema.parse(answer.body));
      }),

    apply: (_tx, { id, application, resume }) =>
      attempt(13, 'apply', async () => {
        const answer = await call('POST', '/applications', {
          applicationId: id,
          jobId: application.jobId,
          email: application.email,
          firstName: application.firstName,
          secondName: application.secondName,
          telephone: application.telephone,
          experience: application.experience,
          questions: application.questions,
          resume: resume
            ? {
                name: resume.name,
                contentType: resume.contentType,
                content: resume.content.toString('base64'),
              }
            : null,
        });
        if (answer.status === 409) throw new JobError(14);
        if (answer.status !== 200 && answer.status !== 201) throw refused('apply', answer.status);
        return { forwardedAt: currentTime(), reference: appliedSchema.parse(answer.body).id };
      }),
  };
}
