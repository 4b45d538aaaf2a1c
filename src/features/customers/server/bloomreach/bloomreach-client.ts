import { BloomreachError } from './bloomreach-error';
import {
  attributesAnswerSchema,
  errorTexts,
  isUnknownCustomer,
  trackAnswerSchema,
} from './bloomreach-response.schema';

export interface BloomreachClientOptions {
  /** BLOOMREACH_API_URL: the instance's API base URL, e.g. https://api.exponea.com. */
  baseUrl: string;
  projectToken: string;
  /** The private API key: id and secret, sent as HTTP Basic credentials. */
  keyId: string;
  secret: string;
  /** The time-out of one HTTP exchange, body included. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** A customer's external ids: the hard id `registered` (the guid) and the soft id `email`. */
export type CustomerIds = { registered: string; email?: string } | { email: string };

/** An attribute of the customer attributes method: a property, an external id or a consent. */
export type AttributeRequest =
  | { type: 'property'; property: string }
  | { type: 'id'; id: string }
  | { type: 'consent'; category: string; mode: 'valid' };

export interface BloomreachClient {
  /** Update customer properties; Bloomreach creates the customer when no one has these ids. */
  updateCustomer(ids: CustomerIds, properties: Record<string, unknown>): Promise<void>;
  /** Add event; `timestamp` in seconds since the epoch. */
  addEvent(
    ids: CustomerIds,
    eventType: string,
    properties: Record<string, unknown>,
    timestamp: number,
  ): Promise<void>;
  /** The attributes' values, in order; null when Bloomreach says no customer has these ids. */
  customerAttributes(
    ids: CustomerIds,
    attributes: readonly AttributeRequest[],
  ): Promise<unknown[] | null>;
}

interface Answer {
  status: number;
  /** The JSON body; undefined when the body is not JSON. */
  body: unknown;
}

/**
 * The Bloomreach Engagement API over HTTP with private access (Basic `keyId:secret`). Every failure
 * is a BloomreachError whose message has been cleared of the secret, whatever the server echoed.
 */
export function createBloomreachClient(options: BloomreachClientOptions): BloomreachClient {
  const fetchFn = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const project = `/projects/${encodeURIComponent(options.projectToken)}/customers`;
  const credentials = Buffer.from(`${options.keyId}:${options.secret}`).toString('base64');
  const secrets = [options.secret, credentials].filter((text) => text.length > 0);

  const failure = (message: string, status?: number) =>
    new BloomreachError(
      secrets.reduce((text, secret) => text.split(secret).join('[redacted]'), message),
      status,
    );

  /** Sends one POST and reads its body, both within the time-out. */
  async function post(operation: string, path: string, payload: unknown): Promise<Answer> {
    let status: number;
    let text: string;
    try {
      const response = await fetchFn(`${base}${path}`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          Authorization: `Basic ${credentials}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (isTimeout(error)) {
        throw failure(`Bloomreach did not answer ${operation} within ${options.timeoutMs} ms`);
      }
      throw failure(`Bloomreach could not be reached for ${operation}: ${describe(error)}`);
    }
    try {
      return { status, body: text ? (JSON.parse(text) as unknown) : undefined };
    } catch {
      return { status, body: undefined };
    }
  }

  function refusal(operation: string, { status, body }: Answer): BloomreachError {
    const texts = errorTexts(body);
    const detail = texts.length > 0 ? texts.join('; ') : body === undefined ? 'no JSON body' : '';
    return failure(
      `Bloomreach refused ${operation} (HTTP ${status})${detail && `: ${detail}`}`,
      status,
    );
  }

  const isSuccess = ({ status, body }: Answer) =>
    status >= 200 && status < 300 && (body as { success?: unknown } | undefined)?.success !== false;

  async function track(operation: string, path: string, payload: unknown): Promise<void> {
    const answer = await post(operation, path, payload);
    if (!isSuccess(answer)) throw refusal(operation, answer);
    if (!trackAnswerSchema.safeParse(answer.body).success) {
      throw failure(`Bloomreach answered ${operation} with an unreadable body`, answer.status);
    }
  }

  return {
    updateCustomer: (ids, properties) =>
      track('update customer properties', `/track/v2${project}`, {
        customer_ids: ids,
        properties,
      }),

    addEvent: (ids, eventType, properties, timestamp) =>
      track(`add event ${eventType}`, `/track/v2${project}/events`, {
        customer_ids: ids,
        event_type: eventType,
        timestamp,
        properties,
      }),

    async customerAttributes(ids, attributes) {
      const operation = 'customer attributes';
      const answer = await post(operation, `/data/v2${project}/attributes`, {
        customer_ids: ids,
        attributes,
      });
      if (!isSuccess(answer)) {
        // Checked after the status: a 401 or 403 is a refusal whatever its text says.
        if (answer.status !== 401 && answer.status !== 403 && isUnknownCustomer(answer.body)) {
          return null;
        }
        throw refusal(operation, answer);
      }
      const parsed = attributesAnswerSchema.safeParse(answer.body);
      if (!parsed.success || parsed.data.results.length !== attributes.length) {
        throw failure(`Bloomreach answered ${operation} with an unreadable body`, answer.status);
      }
      return parsed.data.results.map((result, index) => {
        if (result.success) return result.value ?? null;
        // A project whose API key may not read an attribute is misconfigured: say so.
        const attribute = JSON.stringify(attributes[index]);
        throw failure(
          `Bloomreach refused ${operation} ${attribute}: ${result.error ?? 'no reason'}`,
        );
      });
    },
  };
}

// Errors are read by shape, not instanceof: fetch and AbortSignal may belong to another realm
// (jest's test context) than this module's Error.
interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
}
const asErrorLike = (value: unknown): ErrorLike =>
  typeof value === 'object' && value !== null ? value : {};

/** True when `error` is the abort of a request that ran out of time (`AbortSignal.timeout`). */
function isTimeout(error: unknown): boolean {
  return asErrorLike(error).name === 'TimeoutError';
}

/** A network failure in a few words: undici's `fetch failed` says little without its cause. */
function describe(error: unknown): string {
  const { message, cause } = asErrorLike(error);
  const { code, message: causeMessage } = asErrorLike(cause);
  const words = [message, typeof code === 'string' ? code : causeMessage];
  const texts = words.filter((word): word is string => typeof word === 'string' && word !== '');
  return texts.length > 0 ? texts.join(': ') : String(error);
}
