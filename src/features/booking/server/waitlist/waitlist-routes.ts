import { z } from 'zod';
import type { ApiRequest } from '@/lib/http';
import { getConfig } from '@/lib/config';
import {
  consumeRateLimit,
  httpError,
  limitByAddress,
  requestAddress,
  requireBookingSession,
} from '@/lib/http';
import { storeParamsSchema } from '../../booking-api.schema';
import {
  waitlistJoinSchema,
  waitlistTokenSchema,
  type WaitlistJoinResponse,
  type WaitlistLeaveResponse,
  type WaitlistOfferResponse,
} from '../../waitlist/waitlist-api';
import { waitlistMessages } from '../../waitlist/waitlist-messages';
import { BookingError } from '../booking-error';
import { embeddedBookingDeps } from '../get-booking-provider';
import { holderKeyOf } from '../holds/holder-key';
import { joinWaitlist } from './join-waitlist';
import { waitlistDepsOf } from './waitlist-deps';
import { claimOffer, leaveWaitlist } from './waitlist-links';

/**
 * `POST /api/booking/waitlist/{storeId}` (join), `…/offer/{token}` (open an offer in the booking
 * session) and `…/leave/{token}`. Joining is a booking write: it counts against the address's
 * booking limit and the e-mail's (it mails them), after the body is checked, so bad input changes
 * and counts nothing but the address. The links count against the manage pages' limit per address,
 * so their secrets are not guessed by trying.
 */
export async function joinWaitlistHandler(req: ApiRequest): Promise<WaitlistJoinResponse> {
  await limitByAddress(req, 'booking');
  const { storeId } = storeParamsSchema.parse(req.query);
  const join = waitlistJoinSchema.parse(req.body);
  await consumeRateLimit('booking-email', join.email);
  // The partner's reservation system keeps its own tables: there is no waitlist here for them.
  if (getConfig().BOOKING_PROVIDER === 'partner') throw new BookingError(2);
  const deps = waitlistDepsOf(embeddedBookingDeps());
  return joinWaitlist(deps, storeId, join, holderKeyOf(requestAddress(req)));
}

function tokenOf(req: ApiRequest): string {
  const parsed = z.object({ token: waitlistTokenSchema }).safeParse(req.query);
  if (!parsed.success) throw httpError(404, waitlistMessages.linkNotFound);
  return parsed.data.token;
}

export async function waitlistOfferHandler(req: ApiRequest): Promise<WaitlistOfferResponse> {
  await limitByAddress(req, 'booking-manage');
  const token = tokenOf(req);
  const { sessionId } = await requireBookingSession(req);
  return { offer: await claimOffer(waitlistDepsOf(embeddedBookingDeps()), token, sessionId) };
}

export async function leaveWaitlistHandler(req: ApiRequest): Promise<WaitlistLeaveResponse> {
  await limitByAddress(req, 'booking-manage');
  const token = tokenOf(req);
  return leaveWaitlist(waitlistDepsOf(embeddedBookingDeps()), token);
}
