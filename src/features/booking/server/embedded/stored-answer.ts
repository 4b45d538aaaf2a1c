import type { Database } from '@/lib/db';
import type { BookingRequest } from '../../booking-api.schema';
import type { BookingResponse } from '../../booking-api.types';
import type { BookingContext } from '../booking-provider';
import { idempotencyKeyReused, requestFingerprint } from '../idempotency';
import { bookingByIdempotencyKey } from './bookings-repository';
import type { BookingKind } from './place-booking';

/**
 * What an Idempotency-Key is bound to: the API route (create for a table), the store, the session
 * and the body. A retry must match it; a key sent with another request is refused.
 */
export function fingerprintOf(
  kind: BookingKind,
  storeId: string,
  request: BookingRequest,
  sessionId: string,
): string {
  const route = kind === 'booking' ? 'create' : kind;
  return requestFingerprint({ route, storeId, sessionId, body: request });
}

/**
 * The booking already stored under the request's Idempotency-Key, when this is a retry of the
 * request that made it: its answer, read before anything is counted or checked (the booking
 * route asks first, so a retry never uses up the diner's booking limits). Undefined when nothing
 * is stored under the key yet; the key stored with another request is a 422.
 */
export async function storedAnswer(
  db: Database,
  kind: BookingKind,
  storeId: string,
  request: BookingRequest,
  { idempotencyKey, sessionId }: BookingContext & { idempotencyKey: string },
): Promise<BookingResponse | undefined> {
  const stored = await bookingByIdempotencyKey(db, idempotencyKey);
  if (!stored) return undefined;
  if (stored.requestFingerprint !== fingerprintOf(kind, storeId, request, sessionId)) {
    throw idempotencyKeyReused();
  }
  return { bookingReference: stored.reference };
}
