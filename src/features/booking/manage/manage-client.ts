import { BookingApiError } from '../client/booking-api-error';
import { getJson, readJson, send, withQuery } from '../client/http';
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

export const changeBooking = (
  token: string,
  change: BookingChange,
  fetch: typeof globalThis.fetch = globalThis.fetch,
) => post(`${base(token)}/change`, change, fetch);
