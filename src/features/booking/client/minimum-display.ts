/** Spec 1 §9 "Fetch minimum display delay": a loading state shows for at least this long. */
export const FETCH_MINIMUM_DISPLAY_MS = 200;

/**
 * Settles as `request` does, but never sooner than `ms` after the call, so a spinner or a busy
 * button shown while it runs stays long enough to be seen instead of flickering on and off. A
 * slower request is not delayed further; a failure is passed on once the time is up, too.
 */
export async function withMinimumDisplay<T>(
  request: Promise<T>,
  ms: number = FETCH_MINIMUM_DISPLAY_MS,
): Promise<T> {
  const shown = new Promise<void>((resolve) => setTimeout(resolve, ms));
  await Promise.allSettled([request, shown]);
  return request;
}
