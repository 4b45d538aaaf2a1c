import { expect, type APIRequestContext } from '@playwright/test';

/** A booking made to fill the day: its time and the address its confirmation went to. */
export interface FillerBooking {
  time: string;
  email: string;
}

interface FillDay {
  storeId: string;
  /** London date, YYYY-MM-DD. */
  date: string;
  /** The party sizes booked at each time, largest first, each until it is refused. */
  parties: number[];
  /** The brand whose site answers `request` (its booking sessions are the brand's). */
  brandKey?: string;
}

/** A booking session: its id and access token (a session makes at most 10 booking writes). */
async function newSession(request: APIRequestContext, brandKey: string) {
  const sessionId = `fill-day-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const answer = await request.post('/api/token', { headers: { sessionId, brandKey }, data: {} });
  expect(answer.status()).toBe(200);
  const { accessToken } = (await answer.json()) as { accessToken: string };
  return { sessionId, accessToken };
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Books a restaurant's day through the booking API until none of `parties` fits at any time:
 * every quarter hour from 09:00, each party size until it is refused (a smaller party after a
 * larger one takes what is left). The day is then 'Fully booked' for the smallest of them.
 */
export async function fillDay(
  request: APIRequestContext,
  { storeId, date, parties, brandKey = 'tavola' }: FillDay,
): Promise<FillerBooking[]> {
  const booked: FillerBooking[] = [];
  let writes = 0;
  let session = await newSession(request, brandKey);
  const book = async (time: string, adults: number) => {
    if (writes > 0 && writes % 9 === 0) session = await newSession(request, brandKey);
    writes += 1;
    const email = `full-${storeId}-${date}-${writes}-${Date.now()}@example.com`;
    const response = await request.post(`/api/booking/create/${storeId}`, {
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        brandKey,
        sessionId: session.sessionId,
      },
      data: {
        firstName: 'Full',
        lastName: 'Evening',
        emailAddress: email,
        mobilePhoneNumber: '07700900123',
        diningDateTime: `${date}T${time}`,
        bookingTime: time,
        adultCovers: adults,
        childCovers: 0,
        menuIds: [],
        upsells: [],
      },
    });
    expect(response.status()).toBeLessThan(500);
    if (response.ok()) booked.push({ time, email });
    return response.ok();
  };
  for (let minutes = 9 * 60; minutes <= 23 * 60 + 45; minutes += 15) {
    for (const adults of parties) {
      for (let i = 0; i < 12 && (await book(clock(minutes), adults)); i++);
    }
  }
  return booked;
}
