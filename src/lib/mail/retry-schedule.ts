/** The longest wait between two attempts: through a long outage, mail is retried hourly. */
export const maxRetryDelayMs = 60 * 60_000;

/**
 * How long a message waits after its `attempts`-th attempt failed: the base, then twice as long
 * after each further failure (30 s, 1 min, 2 min, ... with the default base), at most an hour.
 * One message's waits do not depend on any other's, so a batch that failed together during an
 * outage is retried together once the server is back.
 */
export function retryDelayMs(attempts: number, baseMs: number): number {
  const doublings = Math.max(0, attempts - 1);
  return Math.min(baseMs * 2 ** doublings, maxRetryDelayMs);
}

/** The instant a message that failed its `attempts`-th attempt at `failedAt` is due again. */
export function nextAttemptAt(failedAt: Date, attempts: number, baseMs: number): Date {
  return new Date(failedAt.getTime() + retryDelayMs(attempts, baseMs));
}
