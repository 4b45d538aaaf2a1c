export {
  apiHandler,
  apiRouteConfig,
  nextApiHandler,
  reply,
  Reply,
  toErrorResponse,
} from './api-handler';
export type {
  ApiHandlerOptions,
  ApiRequest,
  ApiResponse,
  ApiRouteHandler,
  HttpMethod,
  MethodHandler,
  NextMethodHandler,
} from './api-handler';
export { addressBlock } from './address-block';
export { readAsteriskRequestsAsRoot } from './asterisk-request';
export { clientAddress, trustedProxyList } from './client-address';
export {
  consumeRateLimit,
  limitByAddress,
  limitedAddress,
  rateLimitMessage,
  requestAddress,
  resetRateLimits,
} from './rate-limit';
export { bodyTooLarge, defaultBodyLimitBytes, isMultipartForm, readJsonBody } from './read-body';
export {
  HttpError,
  httpError,
  invalidField,
  isHttpError,
  statusTitles,
  unexpectedErrorMessage,
} from './errors';
export type { ErrorPayload } from './errors';
export { secretMatches } from './secret';
export { sitePath } from './safe-path';
export {
  accessTokenLifetimeSeconds,
  accessTokenMessages,
  brandKeyOf,
  getTokenSecret,
  issueAccessToken,
  sessionIdOf,
  mintAccessToken,
  readOrCreateSecretFile,
  requireBookingSession,
  verifyAccessToken,
} from './access-token';
export type { AccessTokenCheck, AccessTokenClaims, BookingSession } from './access-token';
export { previewFrameAncestors } from './security-headers';
export { partitionDraftCookie } from './draft-cookie';
export { metricsHandler, type ScrapeMeasures } from './metrics-route';
