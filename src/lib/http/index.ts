export { apiHandler, reply, Reply, toErrorResponse } from './api-handler';
export type { HttpMethod, MethodHandler } from './api-handler';
export { HttpError, httpError, isHttpError, statusTitles, unexpectedErrorMessage } from './errors';
export type { ErrorPayload } from './errors';
export { secretMatches } from './secret';
export { sitePath } from './safe-path';
export {
  accessTokenLifetimeSeconds,
  accessTokenMessages,
  brandKeyOf,
  getTokenSecret,
  issueAccessToken,
  mintAccessToken,
  readOrCreateSecretFile,
  requireBookingSession,
  verifyAccessToken,
} from './access-token';
export type { AccessTokenCheck, AccessTokenClaims, BookingSession } from './access-token';
