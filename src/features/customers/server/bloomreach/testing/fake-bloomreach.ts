import {
  sendJson as send,
  startFakeService,
  type FakeService,
  type RecordedRequest,
} from '@/lib/http/testing/fake-service';
import { FakeCustomerStore, type FakeCustomer, type FakeIds } from './fake-bloomreach-store';

/** The three methods the fake answers. */
export type FakeEndpoint = 'customers' | 'events' | 'attributes';

/** A request the fake received. */
export type BloomreachRequest = RecordedRequest<FakeEndpoint>;

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

export interface FakeBloomreach extends FakeService<FakeEndpoint> {
  /** The requests that write: update customer properties and add event. */
  writes(): BloomreachRequest[];
  /** The stored customer with these ids (`registered`, `email`). */
  customer(ids: FakeIds): FakeCustomer | undefined;
  /** Whether that customer's consent in `category` (newsletter, sms) is valid now. */
  consentValid(ids: FakeIds, category: string): boolean;
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
  const credentials = Buffer.from(`${options.keyId}:${options.secret}`).toString('base64');

  const service = await startFakeService(endpointOf, (request, res) => {
    const route = routePattern.exec(request.path);
    const endpoint = request.endpoint;
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

  const requests = service.requests;
  return Object.assign(service, {
    writes: () => requests.filter((r) => r.endpoint === 'customers' || r.endpoint === 'events'),
    customer: (ids: FakeIds) => store.find(ids),
    consentValid(ids: FakeIds, category: string) {
      const customer = store.find(ids);
      return customer ? store.consentValid(customer, category) : false;
    },
  });
}

function endpointOf(path: string): FakeEndpoint | null {
  const route = routePattern.exec(path);
  if (!route) return null;
  const [, api, , tail] = route;
  if (api === 'track') return tail === '/events' ? 'events' : tail ? null : 'customers';
  return tail === '/attributes' ? 'attributes' : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
