import { HttpError } from '@/lib/http';
import { bookingErrors, socketTimeoutMessage, type BookingErrorCode } from '../../booking-errors';
import { BookingError } from '../booking-error';
import { partnerErrorSchema } from './partner-response.schema';

/**
 * The partner did not answer in time. Spec 1 §8 words this as code 0 with a title mentioning a
 * socket timeout, for which the browser shows 'Sorry, something went wrong. Please try again.':
 * the right message for a failure that a retry may fix, where code 9 would send the diner to the
 * phone. Answered with 504 Gateway Timeout.
 */
export class PartnerTimeoutError extends HttpError {
  override name = 'PartnerTimeoutError';

  constructor() {
    super(504, { code: 0, title: 'Socket timeout', message: socketTimeoutMessage });
  }
}

/** Codes whose message is the reservation system's own text (spec 1 §8). */
const ownMessageCodes = new Set<number>([6, 19]);

/**
 * The error for a partner answer that is not a success: the partner's catalogue code when its body
 * is an error payload `{ code, title, message }` (its message kept for codes 6 and 19 only, so no
 * other partner text reaches a diner); a timeout for code 0 titled as a socket timeout; otherwise
 * BOOKING_WENT_WRONG (9).
 */
export function partnerFailure(body: unknown): HttpError {
  const payload = partnerErrorSchema.safeParse(body);
  if (!payload.success) return new BookingError(9);
  const { code, title, message } = payload.data;
  if (code === 0) {
    return /socket ?time ?out/i.test(title ?? '') ? new PartnerTimeoutError() : new BookingError(9);
  }
  if (!(code in bookingErrors)) return new BookingError(9);
  return new BookingError(
    code as BookingErrorCode,
    ownMessageCodes.has(code) && message ? message : undefined,
  );
}

/** True when `error` is the abort of a request that ran out of time (`AbortSignal.timeout`). */
export function isTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'TimeoutError'
  );
}
