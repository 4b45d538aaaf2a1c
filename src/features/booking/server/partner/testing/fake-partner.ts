import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake partner received. */
export interface PartnerRequest {
  method: string;
  /** The path below the base URL, e.g. `/restaurants/leeds/areas`. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  body: unknown;
  rawBody: string;
}

/** A scripted answer: JSON `body`, or `raw` text; `hang` never answers, `stall` sends headers only. */
export interface ScriptedAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  raw?: string;
  hang?: boolean;
  stall?: boolean;
}

export interface FakePartnerOptions {
  clientId: string;
  clientSecret: string;
  brandKey: string;
  /** The `expires_in` of issued tokens, in seconds (default 3600). */
  tokenLifetime?: number;
  /** The default answer of each operation, by `METHOD /path`. */
  answers: Record<string, unknown>;
}

export interface FakePartner {
  /** The base URL, with a path of its own as a real partner's may have. */
  baseUrl: string;
  requests: PartnerRequest[];
  /** Requests other than the token endpoint's. */
  calls(): PartnerRequest[];
  tokenRequests(): PartnerRequest[];
  /** Answers the next requests to `METHOD /path` with these, one each, then as usual again. */
  script(route: string, ...answers: ScriptedAnswer[]): void;
  /** Refuses every token issued so far (their holders get a 401). */
  revokeTokens(): void;
  close(): Promise<void>;
}

const basePath = '/partner/v2';

/**
 * A local HTTP server that answers as the partner reservation system of README.md does: the OAuth
 * client-credentials token endpoint, bearer tokens checked on every call with the brandKey and
 * sessionId headers, error payloads `{ code, title, message }`. Tests script failures per route.
 */
export async function startFakePartner(options: FakePartnerOptions): Promise<FakePartner> {
  const requests: PartnerRequest[] = [];
  const scripts = new Map<string, ScriptedAnswer[]>();
  const validTokens = new Set<string>();
  const hanging = new Set<ServerResponse>();
  let issued = 0;

  const server = createServer(async (req, res) => {
    const rawBody = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const request: PartnerRequest = {
      method: req.method ?? 'GET',
      path: url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: parseJson(rawBody),
      rawBody,
    };
    requests.push(request);
    const route = `${request.method} ${request.path}`;

    const scripted = scripts.get(route)?.shift();
    if (scripted) return play(res, scripted, hanging);
    if (route === 'POST /oauth/token') return token(request, res);

    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !validTokens.has(bearer)) {
      return send(res, 401, { code: 401, title: 'Unauthorized', message: 'Token expired.' });
    }
    if (request.headers.brandkey !== options.brandKey || !request.headers.sessionid) {
      return send(res, 401, { code: 401, title: 'Unauthorized', message: 'Unknown brand.' });
    }
    if (!(route in options.answers)) {
      return send(res, 404, { code: 3, title: 'BOOKING_RESTAURANT_NOT_FOUND', message: route });
    }
    send(res, route.startsWith('POST') ? 201 : 200, options.answers[route]);
  });

  function token(request: PartnerRequest, res: ServerResponse) {
    const expected = Buffer.from(
      `${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`,
    ).toString('base64');
    const form = new URLSearchParams(request.rawBody);
    if (request.headers.authorization !== `Basic ${expected}`) {
      return send(res, 401, { error: 'invalid_client' });
    }
    if (form.get('grant_type') !== 'client_credentials') {
      return send(res, 400, { error: 'unsupported_grant_type' });
    }
    const accessToken = `partner-token-${++issued}`;
    validTokens.add(accessToken);
    send(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: options.tokenLifetime ?? 3600,
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}${basePath}`,
    requests,
    calls: () => requests.filter((r) => r.path !== '/oauth/token'),
    tokenRequests: () => requests.filter((r) => r.path === '/oauth/token'),
    script(route, ...answers) {
      scripts.set(route, [...(scripts.get(route) ?? []), ...answers]);
    },
    revokeTokens: () => validTokens.clear(),
    close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function play(res: ServerResponse, answer: ScriptedAnswer, hanging: Set<ServerResponse>) {
  if (answer.hang) return void hanging.add(res);
  if (answer.stall) {
    res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' });
    res.write('{"occasions":');
    return void hanging.add(res);
  }
  if (answer.raw !== undefined) {
    res.writeHead(answer.status ?? 200, { 'Content-Type': 'text/html', ...answer.headers });
    return void res.end(answer.raw);
  }
  send(res, answer.status ?? 200, answer.body, answer.headers);
}

function send(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
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
