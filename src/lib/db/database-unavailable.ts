import { HttpError, statusTitles, unexpectedErrorMessage } from '@/lib/http';

/** How long a diner is asked to wait before trying again while the database is out. */
export const retryAfterSeconds = 5;

/**
 * The database did not answer in time, or could not be reached: a 503 with `Retry-After`, never a
 * 500. The diner reads spec 1 §8's words for a failure that trying again may fix ('Sorry, something
 * went wrong. Please try again.', the socket-timeout message of code 0), not the 500's advice to call
 * the restaurant. Thrown by the database's pool (see deadline-pool.ts); apiHandler answers with it
 * wherever it is found among a failure's causes.
 */
export class DatabaseUnavailable extends HttpError {
  override name = 'DatabaseUnavailable';

  constructor(reason: string, options?: { cause?: unknown }) {
    super(
      503,
      { code: 0, title: `Socket timeout: ${statusTitles[503]}`, message: unexpectedErrorMessage },
      { 'Retry-After': String(retryAfterSeconds) },
    );
    this.message = `The database is unavailable: ${reason}`;
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** Socket failures: nothing answered at the database's address, or the connection broke. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The server's own refusals to serve: shutting down, starting, full (SQLSTATE 08, 57P0x, 53300). */
const serverDownStates = /^(08...|57P01|57P02|57P03|53300|25P03)$/;

/** The server answered, but a statement waited too long (statement timeout, lock timeout). */
const statementTimeoutStates = new Set(['57014', '55P03']);

/** pg's own words for a connection that broke or did not open in time. */
const clientMessages =
  /^(Connection terminated|timeout expired|Query read timeout|Client has encountered a connection error)/;

/**
 * Why `error` means the database is unavailable: `down` when it cannot be reached (every request
 * would fail alike), `slow` when a statement ran out of time on a live server; otherwise undefined
 * (a constraint, a bad query: a fault of the request or the code, answered 500 as before).
 */
export function unavailability(error: unknown): 'down' | 'slow' | undefined {
  // Read by shape, not `instanceof`: pg's errors may come from another realm (a test's sandbox).
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, errors } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && statementTimeoutStates.has(code)) return 'slow';
  if (typeof code === 'string' && (socketCodes.has(code) || serverDownStates.test(code))) {
    return 'down';
  }
  if (typeof message === 'string' && clientMessages.test(message)) return 'down';
  // An AggregateError of a dual-stack connect (every address refused) carries the codes inside.
  if (Array.isArray(errors)) {
    return errors.some((inner) => unavailability(inner) === 'down') ? 'down' : undefined;
  }
  return undefined;
}
