import type { ApiRequest } from '@/lib/http';
import { getConfig } from '@/lib/config';
import { metrics } from '@/lib/telemetry';
import {
  consumeRateLimit,
  limitByAddress,
  requestAddress,
  requireBookingSession,
} from '@/lib/http';
import { storeParamsSchema } from '../../booking-api.schema';
import { holdRequestSchema, type HoldResponse } from '../../manage/hold-api';
import { embeddedBookingDeps } from '../get-booking-provider';
import { holderKeyOf } from './holder-key';
import { holdTable, releaseTable } from './hold-table';

/**
 * POST /api/booking/hold/{storeId} and DELETE /api/booking/hold, in the diner's booking session.
 * A hold is a booking write: it counts against the booking limits of the address and the session,
 * and is placed in the name of its address, by its block (hold-limits.ts bounds what one address
 * holds). With the partner's reservation system nothing is held here (its own system decides),
 * and the answer says so.
 */
export async function holdHandler(req: ApiRequest): Promise<HoldResponse> {
  await limitByAddress(req, 'booking-hold');
  const { sessionId } = await requireBookingSession(req);
  // A hold is a booking write: it counts against the booking limits of the address and session.
  await limitByAddress(req, 'booking');
  await consumeRateLimit('booking-session', sessionId);
  const { storeId } = storeParamsSchema.parse(req.query);
  const request = holdRequestSchema.parse(req.body);
  const config = getConfig();
  if (config.BOOKING_PROVIDER === 'partner') return { heldUntil: null };
  const held = await holdTable(
    { ...embeddedBookingDeps(), holdMinutes: config.BOOKING_HOLD_MINUTES },
    storeId,
    request,
    { sessionId, holderKey: holderKeyOf(requestAddress(req)) },
  );
  metrics()
    .holds.labels({ outcome: held.heldUntil ? 'held' : 'not_held' })
    .inc();
  return held;
}

export async function releaseHoldHandler(req: ApiRequest): Promise<HoldResponse> {
  await limitByAddress(req, 'booking-hold');
  const { sessionId } = await requireBookingSession(req);
  if (getConfig().BOOKING_PROVIDER !== 'partner') {
    await releaseTable(embeddedBookingDeps(), sessionId);
  }
  return { heldUntil: null };
}
