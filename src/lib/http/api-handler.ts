import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { ZodError } from 'zod';
import { getConfig, type RateLimitName } from '@/lib/config';
import { getLogger, type Logger } from '@/lib/log';
import { countFailure } from '@/lib/telemetry';
import { unstorableTextField, unstorableTextMessage } from '@/lib/validation';
import { ConcurrentRequests } from './concurrent-requests';
import { refuseCrossSite } from './cross-site';
import {
  httpError,
  invalidField,
  isHttpError,
  statusTitles,
  unexpectedErrorMessage,
  type ErrorPayload,
} from './errors';
import { limitedAddress, refuseAddressPastLimit } from './rate-limit';
import {
  defaultBodyLimitBytes,
  hasBody,
  isMultipartForm,
  readJsonBody,
  refuseDeclaredOver,
} from './read-body';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A request as an API handler sees it: Node's own, with the query (the address's search
 * parameters and the route's segments, as Next.js gives them) and the body apiHandler read.
 */
export type ApiRequest = IncomingMessage & {
  query: Partial<Record<string, string | string[]>>;
  body?: unknown;
};

/** A response as an API handler writes it: Node's own, without Next.js's helpers. */
export type ApiResponse = ServerResponse<IncomingMessage>;

/**
 * One method's handler. It returns the JSON body of a 200 answer, a `Reply` for another status,
 * or nothing when it wrote the response itself (a file). It throws to fail. It sees Node's request
 * and response; `nextApiHandler` is for the few that need Next.js's own helpers.
 */
export type MethodHandler = (req: ApiRequest, res: ApiResponse) => unknown;

/** A handler that needs Next.js's own helpers: draft mode, `res.redirect`, `res.revalidate`. */
export type NextMethodHandler = (req: NextApiRequest, res: NextApiResponse) => unknown;

/** A JSON answer with a status other than 200, and optional headers. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Answers with `status` and `body` (for example `reply(201, { bookingReference })`). */
export function reply(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return new Reply(status, body, headers);
}

export interface ApiHandlerOptions {
  /**
   * How the body is read: `json` (the default) parses a JSON body of at most `bodyLimitBytes`
   * into `req.body`; `stream` leaves the request unread for a handler that reads it itself.
   */
  body?: 'json' | 'stream';
  bodyLimitBytes?: number;
  /**
   * The limit per address the route's handler counts (`form` for a diner form): an address already
   * past it is refused before its body is read, so a script over its limit sends megabytes for nothing.
   */
  addressLimit?: RateLimitName;
  /** At most this many requests of one address under way at once (large uploads), else 429. */
  concurrentPerAddress?: number;
  /**
   * This route also takes `multipart/form-data` (a diner form with a file: the job application's
   * CV), within `bodyLimitBytes` by its Content-Length, left unread for the form pipeline to read
   * as it arrives (`formRoute` with a `file`). Every other route takes JSON only (415).
   */
  multipart?: boolean;
}

/** The methods that change something, which another site's page may not send through a browser. */
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What every API route file exports beside its handler, as a literal (Next.js reads it from the
 * module): Next's own body parser is off, because its failures answer in plain text; apiHandler
 * reads the body instead and answers every failure with the error payload.
 */
export const apiRouteConfig = { api: { bodyParser: false } } as const;

/** An API route handler, carrying its route config for tools that read it from the function. */
export type ApiRouteHandler = NextApiHandler & { config: typeof apiRouteConfig };

/**
 * The one wrapper every API route uses: checks the method (405 with `Allow`), reads the body, runs
 * the handler, and turns what it throws into the error payload: a ZodError into 400 naming the
 * field and the reason, an HttpError into its own status and payload, anything else into a 500
 * that reveals nothing. Answers are never cached unless the handler says so. Every request is
 * logged once with its outcome and duration.
 */
export function apiHandler(
  handlers: Partial<Record<HttpMethod, MethodHandler>>,
  options: ApiHandlerOptions = {},
): ApiRouteHandler {
  return Object.assign(apiRoute(handlers, options), { config: apiRouteConfig });
}

/**
 * apiHandler for the few routes that need Next.js's own response helpers (entering draft mode,
 * `res.redirect`, `res.revalidate`).
 */
export function nextApiHandler(
  handlers: Partial<Record<HttpMethod, NextMethodHandler>>,
  options: ApiHandlerOptions = {},
): ApiRouteHandler {
  const route = apiRoute(handlers as Partial<Record<HttpMethod, MethodHandler>>, options);
  return Object.assign(route, { config: apiRouteConfig });
}

function apiRoute(
  handlers: Partial<Record<HttpMethod, MethodHandler>>,
  options: ApiHandlerOptions,
): (req: ApiRequest, res: ApiResponse) => Promise<void> {
  const { body = 'json', bodyLimitBytes = defaultBodyLimitBytes, addressLimit } = options;
  const methods = Object.keys(handlers) as HttpMethod[];
  const allow = [...methods, ...(handlers.GET ? ['HEAD'] : [])].join(', ');
  const underWay = options.concurrentPerAddress
    ? new ConcurrentRequests(options.concurrentPerAddress)
    : undefined;

  return async (req, res) => {
    const started = performance.now();
    const requestId = headerValue(req.headers['x-request-id']) ?? randomUUID();
    // The request's own logger is made only when something is logged: at LOG_LEVEL=warn most
    // requests log nothing, and a child logger costs more than many handlers.
    let requestLog: Logger | undefined;
    const log = () =>
      (requestLog ??= getLogger().child({ requestId, method: req.method, url: req.url }));
    res.setHeader('X-Request-Id', requestId);
    res.setHeader('Cache-Control', 'no-store');

    const method = (req.method === 'HEAD' ? 'GET' : req.method) as HttpMethod;
    const handler = handlers[method];
    let release: (() => void) | undefined;
    try {
      if (!handler) {
        res.setHeader('Allow', allow);
        throw httpError(405, `The ${req.method} method is not allowed here. Use ${allow}.`);
      }
      // Everything that can refuse a request without its body runs before a byte of it is read.
      if (writeMethods.has(method)) refuseCrossSite(req, getConfig().SITE_URL);
      if (addressLimit) await refuseAddressPastLimit(req, addressLimit);
      release = underWay?.enter(limitedAddress(req));
      // Next.js left the body unread (apiRouteConfig); a test harness may have parsed it already.
      if (body === 'json' && req.body === undefined && !req.readableEnded) {
        if (options.multipart && isMultipartForm(req)) refuseDeclaredOver(req, bodyLimitBytes);
        else req.body = await readJsonBody(req, bodyLimitBytes, options.multipart);
      }
      refuseUnstorableText(req, body);
      const result = await handler(req, res);
      if (res.writableEnded || res.headersSent) {
        // The handler answered by itself.
      } else if (result instanceof Reply) {
        send(res, result.status, result.body, result.headers);
      } else {
        send(res, 200, result ?? null);
      }
    } catch (error) {
      const { status, payload, headers } = toErrorResponse(error);
      if (clientWentAway(req)) {
        // A closed tab or a cut-off upload: the client's doing, with nobody left to answer.
        if (!res.headersSent && !res.destroyed) res.statusCode = 400;
        res.destroy();
      } else {
        if (status >= 500) {
          log().error({ err: error }, 'request failed');
          countFailure(error);
        }
        // A body refused before it was read is not read at all: the connection ends with the answer.
        if (!req.readableEnded && hasBody(req)) headers.Connection = 'close';
        if (res.headersSent) res.end();
        else send(res, status, payload, { 'Cache-Control': 'no-store', ...headers });
      }
    } finally {
      release?.();
    }
    if (getLogger().isLevelEnabled('info')) {
      log().info(
        { status: res.statusCode, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  };
}

/**
 * A NUL byte or half a surrogate pair in any field of a JSON body is a 400 naming the field, before
 * any handler stores or sends it (they used to reach the database as a 500). The query and path are
 * each route's own to refuse, with its own words (a search's 'Invalid search query...').
 */
function refuseUnstorableText(req: ApiRequest, body: ApiHandlerOptions['body']) {
  const field = body === 'json' ? unstorableTextField(req.body) : null;
  if (field !== null) throw invalidField(field, unstorableTextMessage);
}

/** True when the client closed the connection before it had its answer. */
function clientWentAway(req: ApiRequest): boolean {
  return (req.destroyed && !req.complete) || Boolean(req.socket?.destroyed);
}

/** Writes a JSON answer; Next.js compresses it for a client that accepts gzip. */
function send(
  res: ApiResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const json = JSON.stringify(body) ?? 'null';
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(res.req?.method === 'HEAD' ? undefined : json);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  // Only short, plain ids are echoed back, so a caller cannot inject into logs or headers.
  return first && /^[\w.-]{1,100}$/.test(first) ? first : undefined;
}

/** Maps anything thrown by a handler to the status, payload and headers of the answer. */
export function toErrorResponse(error: unknown): {
  status: number;
  payload: ErrorPayload;
  headers: Record<string, string>;
} {
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({
      field: issue.path.length > 0 ? issue.path.join('.') : 'request',
      message: issue.message,
    }));
    const message = issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
    return {
      status: 400,
      payload: { code: 400, title: statusTitles[400]!, message, issues },
      headers: {},
    };
  }
  if (isHttpError(error)) {
    return { status: error.status, payload: error.payload, headers: error.headers };
  }
  // An outage (503) answers for the failure it caused, however deep (a query error wraps it).
  for (let cause = errorCause(error), depth = 0; cause && depth < 5; cause = errorCause(cause)) {
    if (isHttpError(cause) && cause.status === 503) return toErrorResponse(cause);
    depth += 1;
  }
  return {
    status: 500,
    payload: { code: 500, title: statusTitles[500]!, message: unexpectedErrorMessage },
    headers: {},
  };
}

function errorCause(error: unknown): unknown {
  return error instanceof Error ? error.cause : undefined;
}
