import type { ApiRequest, ApiResponse } from '@/lib/http';
import { z } from 'zod';
import { consumeRateLimit, limitByAddress, requireBookingSession } from '@/lib/http';
import {
  bookingChangeSchema,
  changeSlotsQuerySchema,
  type ChangeSlotsResponse,
  type ManageResponse,
} from '../../manage/manage-api';
import { embeddedBookingDeps } from '../get-booking-provider';
import {
  bookingCalendarFile,
  bookingLinkNotFound,
  cancelBooking,
  changeBooking,
  slotsForChange,
  viewBooking,
} from './manage-booking';
import { manageTokenHash, manageTokenSchema } from './manage-token';

/**
 * The handlers of `/api/booking/manage/{token}` (GET), `/cancel` and `/change` (POST) and
 * `/calendar` (GET, the .ics file). Every call counts against the address's limit first, so links
 * cannot be guessed by trying; a change or cancellation also counts against the booking's own.
 */

/** The token of the address; a malformed one is answered as an unknown link (404), not a 400. */
function tokenOf(req: ApiRequest): string {
  const parsed = z.object({ token: manageTokenSchema }).safeParse(req.query);
  if (!parsed.success) throw bookingLinkNotFound();
  return parsed.data.token;
}

export async function viewHandler(req: ApiRequest): Promise<ManageResponse> {
  await limitByAddress(req, 'booking-manage');
  return { booking: await viewBooking(embeddedBookingDeps(), tokenOf(req)) };
}

export async function cancelHandler(req: ApiRequest): Promise<ManageResponse> {
  await limitByAddress(req, 'booking-manage');
  const token = tokenOf(req);
  await consumeRateLimit('booking-manage-write', manageTokenHash(token));
  return { booking: await cancelBooking(embeddedBookingDeps(), token) };
}

export async function changeHandler(req: ApiRequest): Promise<ManageResponse> {
  await limitByAddress(req, 'booking-manage');
  const token = tokenOf(req);
  const change = bookingChangeSchema.parse(req.body);
  // A card is vaulted in a booking session: a change that brings one must come from that session.
  const sessionId = change.braintreeCustomerId
    ? (await requireBookingSession(req)).sessionId
    : undefined;
  await consumeRateLimit('booking-manage-write', manageTokenHash(token));
  return { booking: await changeBooking(embeddedBookingDeps(), token, change, sessionId) };
}

/** GET: the times the booking can move to, for a date and party. */
export async function changeSlotsHandler(req: ApiRequest): Promise<ChangeSlotsResponse> {
  await limitByAddress(req, 'booking-manage');
  const token = tokenOf(req);
  const query = changeSlotsQuerySchema.parse(req.query);
  return { times: await slotsForChange(embeddedBookingDeps(), token, query) };
}

/** GET: the booking's calendar file as it now stands (see `bookingCalendarFile`). */
export async function calendarHandler(req: ApiRequest, res: ApiResponse) {
  await limitByAddress(req, 'booking-manage');
  const { filename, ics } = await bookingCalendarFile(embeddedBookingDeps(), tokenOf(req));
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.statusCode = 200;
  res.setHeader('Content-Length', Buffer.byteLength(ics));
  res.end(req.method === 'HEAD' ? undefined : ics);
}
