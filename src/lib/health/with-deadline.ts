/** Thrown when a check did not finish in time. */
export class DeadlineError extends Error {
  override name = 'DeadlineError';
}

/**
 * `work`, or a DeadlineError after `ms`: whatever the work waits on (a connection that never
 * opens, a server that never answers), the caller has its answer in time. The work itself goes
 * on in the background; its own timeouts end it.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
