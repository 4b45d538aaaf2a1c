import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeCustomerStore, type FakeCustomer, type FakeIds } from './fake-bloomreach-store';

/** The three methods the fake answers. */
export type FakeEndpoint = 'customers' | 'events' | 'attributes';

/** A request the fake received. */
export interface BloomreachRequest {
  /** The method asked for, or null for a path the fake does not know. */
  endpoint: FakeEndpoint | null;
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

export interface FakeBloomreachOptions {
  projectToken: string;
  keyId: string;
  secret: string;
  /**
   * How customer attributes answers ids nobody has: every value null (the default), or the data
   * API's error `{ success: false, errors: { _global: ['Customer does not exist'] } }` with a 404.
   * The documentation shows neither; the provider must cope with both.
   */
  unknownCustomers?: 'null-values' | 'not-found-error';
}

export interface FakeBloomreach {
  baseUrl: string;
  requests: BloomreachRequest[];
  /** The requests that write: update customer properties and add event. */
  writes(): BloomreachRequest[];
  /** The stored customer with these ids (`registered`, `email`). */
  customer(ids: FakeIds): FakeCustomer | undefined;
  /** Whether that customer's consent in `category` (newsletter, sms) is valid now. */
  consentValid(ids: FakeIds, category: string): boolean;
  /** Answers the next requests to `endpoint` with these, one each, then as usual again. */
  script(endpoint: FakeEndpoint, ...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

const routePattern = /^\/(track|data)\/v2\/projects\/([^/]+)\/customers(\/events|\/attributes)?$/;

/**
 * A local HTTP server that answers as Bloomreach Engagement's API does for update customer
 * properties (POST /track/v2/projects/{token}/customers), add event (…/customers/events) and
 * customer attributes (POST /data/v2/projects/{token}/customers/attributes): HTTP Basic private
 * access checked on every call (401), the project token (404), `{ success: false, errors }` for a
 * request without ids (400). Customers live in memory; tests script failures per endpoint.
 */
export async function startFakeBloomreach(options: FakeBloomreachOptions): Promise<FakeBloomreach> {
  const store = new FakeCustomerStore();
  const requests: BloomreachRequest[] = [];
  const scripts = new Map<FakeEndpoint, ScriptedAnswer[]>();
  const hanging = new Set<ServerResponse>();
  const credentials = Buffer.from(`${options.keyId}:${options.secret}`).toString('base64');

  const server = createServer(async (req, res) => {
    const rawBody = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const route = routePattern.exec(path);
    const endpoint = endpointOf(route);
    const request: BloomreachRequest = {
      endpoint,
      method: req.method ?? 'GET',
      path,
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: parseJson(rawBody),
    };
    requests.push(request);

    const scripted = endpoint && scripts.get(endpoint)?.shift();
    if (scripted) return play(res, scripted, hanging);
    if (request.headers.authorization !== `Basic ${credentials}`) {
      return send(res, 401, { success: false, error: 'access key not found' });
    }
    if (!route || !endpoint) return send(res, 404, { success: false, error: 'not found' });
    if (decodeURIComponent(route[2]!) !== options.projectToken) {
      return send(res, 404, { success: false, error: 'project not found' });
    }
    if (request.method !== 'POST') return send(res, 405, { success: false, error: 'not allowed' });
    if (
      !request.headers['content-type']?.startsWith('application/json') ||
      !isObject(request.body)
    ) {
      return send(res, 400, { success: false, errors: ['Invalid JSON'] });
    }
    const body = request.body;
    if (!isObject(body.customer_ids) || Object.keys(body.customer_ids).length === 0) {
      return send(res, 400, { success: false, errors: ['At least one id should be specified.'] });
    }
    const ids = body.customer_ids;

    if (endpoint === 'customers') {
      if (!isObject(body.properties)) {
        return send(res, 400, { success: false, errors: ['properties must be an object'] });
      }
      Object.assign(store.identify(ids).properties, body.properties);
      return send(res, 200, { success: true });
    }
    if (endpoint === 'events') {
      if (typeof body.event_type !== 'string' || body.event_type === '') {
        return send(res, 400, { success: false, errors: ['event_type is required'] });
      }
      store.identify(ids).events.push({
        type: body.event_type,
        timestamp: typeof body.timestamp === 'number' ? body.timestamp : Date.now() / 1000,
        properties: isObject(body.properties) ? body.properties : {},
      });
      return send(res, 200, { success: true });
    }
    if (!Array.isArray(body.attributes)) {
      return send(res, 400, { success: false, errors: ['attributes must be a list'] });
    }
    const customer = store.find(ids);
    if (!customer && options.unknownCustomers === 'not-found-error') {
      return send(res, 404, { success: false, errors: { _global: ['Customer does not exist'] } });
    }
    const results = body.attributes.map((attribute) =>
      customer ? store.attribute(customer, attribute) : { success: true, value: null },
    );
    send(res, 200, { success: true, results });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    writes: () => requests.filter((r) => r.endpoint === 'customers' || r.endpoint === 'events'),
    customer: (ids) => store.find(ids),
    consentValid(ids, category) {
      const customer = store.find(ids);
      return customer ? store.consentValid(customer, category) : false;
    },
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

function endpointOf(route: RegExpExecArray | null): FakeEndpoint | null {
  if (!route) return null;
  const [, api, , tail] = route;
  if (api === 'track') return tail === '/events' ? 'events' : tail ? null : 'customers';
  return tail === '/attributes' ? 'attributes' : null;
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
