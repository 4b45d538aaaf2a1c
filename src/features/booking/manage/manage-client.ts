import { BookingApiError } from '../client/booking-api-error';
import { getJson, postWrite, readJson, send, withQuery, type WriteContext } from '../client/http';
import type { BookingChange, ChangeSlotsResponse, ManageResponse } from './manage-api';

/** The browser's side of `/api/booking/manage/{token}`: each call throws a BookingApiError. */
const base = (token: string) => `/api/booking/manage/${encodeURIComponent(token)}`;

export const calendarFileUrl = (token: string) => `${base(token)}/calendar`;

export async function changeSlots(
  token: string,
  query: { date: string; adults: number; children: number },
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<string[]> {
  const answer = await getJson<ChangeSlotsResponse>(
    fetch,
    withQuery(`${base(token)}/slots`, query),
  );
  return answer.times;
}

async function post(
  url: string,
  body: unknown,
  fetch: typeof globalThis.fetch,
): Promise<ManageResponse> {
  const response = await send(fetch, url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await readJson(response);
  if (!response.ok) throw new BookingApiError(response.status, answer);
  return answer as ManageResponse;
}

export const cancelBooking = (token: string, fetch: typeof globalThis.fetch = globalThis.fetch) =>
  post(`${base(token)}/cancel`, {}, fetch);

/**
 * Saves a change. A change that brings a card vaulted in this booking session is sent as a booking
 * write (token, brand key, session headers), so the server can check the card is this session's.
 */
export async function changeBooking(
  token: string,
  change: BookingChange,
  options: { fetch?: typeof globalThis.fetch; write?: WriteContext } = {},
): Promise<ManageResponse> {
  const url = `${base(token)}/change`;
  if (!change.braintreeCustomerId || !options.write) {
    return post(url, change, options.fetch ?? globalThis.fetch);
  }
  const { response, body } = await postWrite(options.write, url, change);
  if (!response.ok) throw new BookingApiError(response.status, body);
  return body as ManageResponse;
}
