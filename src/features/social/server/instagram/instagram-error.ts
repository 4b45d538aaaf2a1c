/** What the Graph API said about a failure, as far as it said anything. */
export interface InstagramErrorDetails {
  /** The HTTP status, when an answer came. */
  status?: number;
  /** The Graph API's error code (190: the access token no longer works), type and subcode. */
  code?: number;
  type?: string;
  subcode?: number;
  /** Meta's support id of the failed call. */
  fbtraceId?: string;
}

/**
 * The Instagram feed could not be read: no answer in time, no connection, an error status, an
 * answer that is not JSON or not in the documented shape. The message never holds the access token
 * (it is in the request's URL, which is never quoted).
 */
export class InstagramError extends Error {
  override name = 'InstagramError';

  constructor(
    message: string,
    readonly details: InstagramErrorDetails = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
