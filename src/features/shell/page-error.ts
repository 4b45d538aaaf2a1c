/**
 * An error a page throws on purpose, whose message the error page may show to the diner
 * (for example a 500 'Settings is not defined'). Any other error shows only 'Internal Server Error'.
 */
export class PageError extends Error {
  override name = 'PageError';
  /** Marks the message as safe to show, even across bundles where `instanceof` may not hold. */
  readonly expose = true;

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** True for a PageError (or any error marked `expose` with a status code). */
export function isPageError(error: unknown): error is PageError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as Partial<PageError>).expose === true &&
    typeof (error as Partial<PageError>).statusCode === 'number'
  );
}
