import { BookingApiError } from '../client/booking-api-error';
import { bookingWriteContext } from '../client/booking-api-client';
import { postWrite, readJson, send } from '../client/http';
import type {
  WaitlistJoinInput,
  WaitlistJoinResponse,
  WaitlistLeaveResponse,
  WaitlistOffer,
  WaitlistOfferResponse,
} from './waitlist-api';
import { waitlistMessages } from './waitlist-messages';

/** The browser's side of `/api/booking/waitlist/…`: each call throws a BookingApiError. */

async function postJson<T>(url: string, body: unknown, fetch: typeof globalThis.fetch): Promise<T> {
  const response = await send(fetch, url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await readJson(response);
  if (!response.ok) throw new BookingApiError(response.status, answer, reasonOf(answer));
  return answer as T;
}

/**
 * What the diner reads when the server refused: its own words for a waitlist refusal (code 6)
 * and a limit (429), which say what to do; anything else is the general failure.
 */
function reasonOf(answer: unknown): string {
  const payload = answer as { code?: unknown; message?: unknown } | null;
  const said = typeof payload?.message === 'string' ? payload.message : '';
  if (said && (payload?.code === 6 || payload?.code === 429)) return said;
  return waitlistMessages.failed;
}

export const joinWaitlist = (
  storeId: string,
  join: WaitlistJoinInput,
  fetch: typeof globalThis.fetch = globalThis.fetch,
) =>
  postJson<WaitlistJoinResponse>(
    `/api/booking/waitlist/${encodeURIComponent(storeId)}`,
    join,
    fetch,
  );

export const leaveWaitlist = (token: string, fetch: typeof globalThis.fetch = globalThis.fetch) =>
  postJson<WaitlistLeaveResponse>(
    `/api/booking/waitlist/leave/${encodeURIComponent(token)}`,
    {},
    fetch,
  );

/**
 * Opens an offer in this browser's booking session (a booking write: token, brand key, session),
 * so the held table is this session's and the journey books it.
 */
export async function openTableOffer(brandKey: string, token: string): Promise<WaitlistOffer> {
  const write = bookingWriteContext({ brandKey });
  const url = `/api/booking/waitlist/offer/${encodeURIComponent(token)}`;
  const { response, body } = await postWrite(write, url, {});
  if (!response.ok) {
    const payload = body as { message?: unknown } | null;
    const said = typeof payload?.message === 'string' ? payload.message : '';
    throw new BookingApiError(response.status, body, said || waitlistMessages.failed);
  }
  return (body as WaitlistOfferResponse).offer;
}
