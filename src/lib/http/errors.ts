/**
 * The error payload every API answers with (spec 1 §3 "Error payload"): a numeric code, a title and
 * a message a person can read. `issues` lists every invalid field when the request failed validation.
 */
export interface ErrorPayload {
  code: number;
  title: string;
  message: string;
  issues?: { field: string; message: string }[];
}

const brand = Symbol.for('tavola.HttpError');

/**
 * An error that becomes an HTTP response: its status, its payload and any extra headers.
 * Features throw it (or a subclass such as a booking error) and `apiHandler` answers with it.
 */
export class HttpError extends Error {
  readonly [brand] = true;
  override name = 'HttpError';

  constructor(
    readonly status: number,
    readonly payload: ErrorPayload,
    readonly headers: Record<string, string> = {},
  ) {
    // A refusal (4xx) is an answer, not a fault: nothing logs where it was thrown, and capturing
    // the stack costs more than the rest of it (a full restaurant day refuses most requests).
    const stackTraceLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(payload.message);
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/** True for an HttpError, even one thrown from another bundle's copy of this module. */
export function isHttpError(error: unknown): error is HttpError {
  return typeof error === 'object' && error !== null && brand in error;
}

/** The standard titles for the statuses the site answers with. */
export const statusTitles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** An HttpError whose code is the status itself, for failures outside the spec's numbered catalogue. */
export function httpError(status: number, message: string): HttpError {
  return new HttpError(status, {
    code: status,
    title: statusTitles[status] ?? 'Error',
    message,
  });
}

/** A 400 naming one invalid field, as a failed zod parse would (`field: message`). */
export function invalidField(field: string, message: string): HttpError {
  return new HttpError(400, {
    code: 400,
    title: statusTitles[400]!,
    message: `${field}: ${message}`,
    issues: [{ field, message }],
  });
}

/** The message shown for any failure whose details must stay on the server. */
export const unexpectedErrorMessage = 'Sorry, something went wrong. Please try again.';
