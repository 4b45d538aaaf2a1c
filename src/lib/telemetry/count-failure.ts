import { metrics } from './metrics';

/**
 * Counts a request's failure against the database when it was one: the database out
 * (DatabaseUnavailable) or a statement it refused (an error with PostgreSQL's SQLSTATE), found
 * among the failure's causes.
 */
export function countFailure(error: unknown): void {
  let cause = error;
  for (let depth = 0; depth < 5 && cause instanceof Error; depth += 1) {
    if (cause.name === 'DatabaseUnavailable' || isDatabaseError(cause)) {
      metrics().databaseErrors.inc();
      return;
    }
    cause = cause.cause;
  }
}

function isDatabaseError(error: Error): boolean {
  const { code, severity } = error as Error & { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}
