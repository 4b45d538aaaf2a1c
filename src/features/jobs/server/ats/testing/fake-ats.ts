import {
  sendJson as send,
  startFakeService,
  type FakeService,
  type RecordedRequest,
} from '@/lib/http/testing/fake-service';

/** The three endpoints the fake answers. */
export type AtsEndpoint = 'jobs' | 'job' | 'applications';

/** A request the fake received. */
export type AtsRequest = RecordedRequest<AtsEndpoint>;

export interface FakeAts extends FakeService<AtsEndpoint> {
  /** The applications it took, as posted, with the id it gave each. */
  applications: { id: string; body: Record<string, unknown> }[];
}

const endpointOf = (path: string): AtsEndpoint | null =>
  path === '/jobs'
    ? 'jobs'
    : path.startsWith('/jobs/')
      ? 'job'
      : path === '/applications'
        ? 'applications'
        : null;

/**
 * A local HTTP server that answers as the applicant-tracking system's REST API is documented (see
 * ats-jobs-provider.ts): `GET /jobs`, `GET /jobs/{id}` (404 for an unknown id) and
 * `POST /applications` (201 `{ id }`, 409 for a second application of an e-mail to a job, 400
 * without the fields), each with `Authorization: Bearer {key}` (401 otherwise). The jobs are
 * whatever the test gives it.
 */
export async function startFakeAts(options: { apiKey: string; jobs: unknown[] }): Promise<FakeAts> {
  const applications: FakeAts['applications'] = [];
  const service = await startFakeService(endpointOf, (request, res) => {
    const { endpoint, method, path } = request;
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return send(res, 401, { error: 'unauthorized' });
    }
    if (endpoint === 'jobs' && method === 'GET') return send(res, 200, { jobs: options.jobs });
    if (endpoint === 'job' && method === 'GET') {
      const id = decodeURIComponent(path.slice('/jobs/'.length));
      const job = options.jobs.find((candidate) => (candidate as { jobId: string }).jobId === id);
      return job ? send(res, 200, job) : send(res, 404, { error: 'no such job' });
    }
    if (endpoint === 'applications' && method === 'POST') {
      const body = request.body as Record<string, unknown> | undefined;
      if (!body || typeof body.jobId !== 'string' || typeof body.email !== 'string') {
        return send(res, 400, { error: 'jobId and email are required' });
      }
      const email = body.email.toLowerCase();
      const duplicate = applications.some(
        (taken) =>
          taken.body.jobId === body.jobId && String(taken.body.email).toLowerCase() === email,
      );
      if (duplicate) return send(res, 409, { error: 'already applied' });
      const id = `ATS-${applications.length + 1}`;
      applications.push({ id, body });
      return send(res, 201, { id });
    }
    send(res, endpoint ? 405 : 404, { error: 'not found' });
  });
  return Object.assign(service, { applications });
}
