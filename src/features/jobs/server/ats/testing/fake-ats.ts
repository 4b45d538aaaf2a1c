import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The three endpoints the fake answers. */
export type AtsEndpoint = 'jobs' | 'job' | 'applications';

/** A request the fake received. */
export interface AtsRequest {
  endpoint: AtsEndpoint | null;
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
}

/** A scripted answer: JSON `body` or `raw` text (status 200 unless given); `hang` never answers. */
export interface ScriptedAnswer {
  status?: number;
  body?: unknown;
  raw?: string;
  hang?: boolean;
}

export interface FakeAts {
  baseUrl: string;
  requests: AtsRequest[];
  /** The applications it took, as posted, with the id it gave each. */
  applications: { id: string; body: Record<string, unknown> }[];
  /** Answers the next requests to `endpoint` with these, one each, then as usual again. */
  script(endpoint: AtsEndpoint, ...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server that answers as the applicant-tracking system's REST API is documented (see
 * ats-jobs-provider.ts): `GET /jobs`, `GET /jobs/{id}` (404 for an unknown id) and
 * `POST /applications` (201 `{ id }`, 409 for a second application of an e-mail to a job, 400
 * without the fields), each with `Authorization: Bearer {key}` (401 otherwise). The jobs are
 * whatever the test gives it.
 */
export async function startFakeAts(options: { apiKey: string; jobs: unknown[] }): Promise<FakeAts> {
  const requests: AtsRequest[] = [];
  const applications: FakeAts['applications'] = [];
  const scripts = new Map<AtsEndpoint, ScriptedAnswer[]>();
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const endpoint: AtsEndpoint | null =
      path === '/jobs'
        ? 'jobs'
        : path.startsWith('/jobs/')
          ? 'job'
          : path === '/applications'
            ? 'applications'
            : null;
    const request: AtsRequest = {
      endpoint,
      method: req.method ?? 'GET',
      path,
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: parseJson(raw),
    };
    requests.push(request);

    const scripted = endpoint && scripts.get(endpoint)?.shift();
    if (scripted) return play(res, scripted, hanging);
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return send(res, 401, { error: 'unauthorized' });
    }
    if (endpoint === 'jobs' && request.method === 'GET')
      return send(res, 200, { jobs: options.jobs });
    if (endpoint === 'job' && request.method === 'GET') {
      const id = decodeURIComponent(path.slice('/jobs/'.length));
      const job = options.jobs.find((candidate) => (candidate as { jobId: string }).jobId === id);
      return job ? send(res, 200, job) : send(res, 404, { error: 'no such job' });
    }
    if (endpoint === 'applications' && request.method === 'POST') {
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

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    applications,
    script(endpoint, ...answers) {
      scripts.set(endpoint, [...(scripts.get(endpoint) ?? []), ...answers]);
    },
    close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function play(res: ServerResponse, answer: ScriptedAnswer, hanging: Set<ServerResponse>) {
  if (answer.hang) return void hanging.add(res);
  if (answer.raw !== undefined) {
    res.writeHead(answer.status ?? 200, { 'Content-Type': 'text/html' });
    return void res.end(answer.raw);
  }
  send(res, answer.status ?? 200, answer.body);
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
