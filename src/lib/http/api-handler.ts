import { randomUUID } from 'node:crypto';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { ZodError } from 'zod';
import { getLogger, type Logger } from '@/lib/log';
import {
  httpError,
  isHttpError,
  statusTitles,
  unexpectedErrorMessage,
  type ErrorPayload,
} from './errors';
import { defaultBodyLimitBytes, readJsonBody } from './read-body';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One method's handler. It returns the JSON body of a 200 answer, a `Reply` for another status,
 * or nothing when it wrote the response itself (a redirect, a file). It throws to fail.
 */
export type MethodHandler = (req: NextApiRequest, res: NextApiResponse) => unknown;

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
}

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
  { body = 'json', bodyLimitBytes = defaultBodyLimitBytes }: ApiHandlerOptions = {},
): ApiRouteHandler {
  const methods = Object.keys(handlers) as HttpMethod[];
  const allow = [...methods, ...(handlers.GET ? ['HEAD'] : [])].join(', ');

  const route: NextApiHandler = async (req, res) => {
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
    try {
      if (!handler) {
        res.setHeader('Allow', allow);
        throw httpError(405, `The ${req.method} method is not allowed here. Use ${allow}.`);
      }
      // Next.js left the body unread (apiRouteConfig); a test harness may have parsed it already.
      if (body === 'json' && req.body === undefined && !req.readableEnded) {
        req.body = await readJsonBody(req, bodyLimitBytes);
      }
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
      if (status >= 500) log().error({ err: error }, 'request failed');
      if (res.headersSent) res.end();
      else send(res, status, payload, { 'Cache-Control': 'no-store', ...headers });
    }
    if (getLogger().isLevelEnabled('info')) {
      log().info(
        { status: res.statusCode, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  };
  return Object.assign(route, { config: apiRouteConfig });
}

/**
 * Below this size a JSON answer that is not cached is sent as it is: it fits in the first round
 * trip (TCP's initial window is about 14 KB) compressed or not, so compressing it would cost the
 * server and save the diner nothing. Larger answers are compressed by Next.js (gzip when the
 * browser accepts it).
 */
const compressFromBytes = 4096;

function send(
  res: NextApiResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const json = JSON.stringify(body) ?? 'null';
  const length = Buffer.byteLength(json);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', length);
  // Only answers for this request alone (no-store): a cacheable one is compressed once, then
  // served many times from a CDN's cache. `no-transform` is what tells the compression Next.js
  // runs to leave an answer alone.
  if (length < compressFromBytes && res.getHeader('Cache-Control') === 'no-store') {
    res.setHeader('Cache-Control', 'no-store, no-transform');
  }
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
  return {
    status: 500,
    payload: { code: 500, title: statusTitles[500]!, message: unexpectedErrorMessage },
    headers: {},
  };
}
