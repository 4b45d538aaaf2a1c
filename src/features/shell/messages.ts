/** The error page's texts (spec 1 §2 "Error page", §8 "Page and start-up"). */
export const errorPageMessages = {
  /** An unknown route. */
  notFound: 'This page could not be found',
  /** A request the server cannot read (a malformed address): the client's error, a 400. */
  badRequest: 'Bad Request',
  /** Any failure whose details stay on the server. */
  internalError: 'Internal Server Error',
  returnToHomepage: 'Return to homepage',
} as const;

/** The route-change progress bar's words for screen readers (spec 1 §9 has none of its own). */
export const routeProgressMessages = {
  loading: 'Loading the page',
} as const;
