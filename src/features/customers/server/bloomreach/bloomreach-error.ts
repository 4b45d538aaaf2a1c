/**
 * Bloomreach Engagement did not do what was asked: it could not be reached, did not answer in time,
 * refused the call (any non-2xx, a 429 included, or `success: false`) or answered something the
 * site cannot read. The form pipeline lets it propagate, so the transaction of the site's mail
 * rolls back. Its message names the operation and the answer, never the API secret.
 */
export class BloomreachError extends Error {
  override name = 'BloomreachError';

  constructor(
    message: string,
    /** The HTTP status Bloomreach answered, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}
