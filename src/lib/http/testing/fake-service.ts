import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The kit of the local servers that answer as an outside service does (Bloomreach, the
 * applicant-tracking system, Instagram): each request recorded, answers scripted per endpoint to make the
 * service fail (a status, text that is not JSON, or no answer at all), and a close that never
 * waits for a hanging answer. The fake itself decides the service's own answers.
 */

/**
 * A scripted answer: JSON `body` or `raw` text (status 200 unless given), with `headers` (such as
 * Retry-After) if any; `hang` never answers.
 */
export interface ScriptedAnswer {
  status?: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  hang?: boolean;
}

/** A request the fake received, with the endpoint it asked for (null: a path the fake does not know). */
export interface RecordedRequest<Endpoint extends string> {
  endpoint: Endpoint | null;
  method: string;
  path: string;
  /** The query string's parameters (the last value of a repeated one). */
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  body: unknown;
}

export interface FakeService<Endpoint extends string> {
  baseUrl: string;
  requests: RecordedRequest<Endpoint>[];
  /** Answers the next requests to `endpoint` with these, one each, then as usual again. */
  script(endpoint: Endpoint, ...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

/**
 * Starts a fake on 127.0.0.1 and a free port. `endpointOf` names the endpoint of a path; `answer`
 * answers a request no script answered (with `sendJson`).
 */
export async function startFakeService<Endpoint extends string>(
  endpointOf: (path: string) => Endpoint | null,
  answer: (request: RecordedRequest<Endpoint>, res: ServerResponse) => void,
): Promise<FakeService<Endpoint>> {
  const requests: RecordedRequest<Endpoint>[] = [];
  const scripts = new Map<Endpoint, ScriptedAnswer[]>();
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const request: RecordedRequest<Endpoint> = {
      endpoint: endpointOf(path),
      method: req.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: parseJson(raw),
    };
    requests.push(request);
    const scripted = request.endpoint && scripts.get(request.endpoint)?.shift();
    if (scripted) return play(res, scripted, hanging);
    answer(request, res);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
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

/** Answers with JSON (an empty body for `undefined`). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

function play(res: ServerResponse, answer: ScriptedAnswer, hanging: Set<ServerResponse>) {
  if (answer.hang) return void hanging.add(res);
  if (answer.raw !== undefined) {
    res.writeHead(answer.status ?? 200, { 'Content-Type': 'text/html', ...answer.headers });
    return void res.end(answer.raw);
  }
  sendJson(res, answer.status ?? 200, answer.body, answer.headers);
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
