import { and, desc, eq } from 'drizzle-orm';
import { pinClock } from '@/lib/clock';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { fetchRoute } from '@/lib/http/testing/call-route';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { outboxMail } from '@/lib/mail';
import {
  calendarHandler,
  cancelHandler,
  changeHandler,
  changeSlotsHandler,
  createHandler,
  enquiryHandler,
  viewHandler,
} from '../../server';
import { bookings } from '../bookings.table';
import { bookingRequest, call, sessionHeaders, setRules } from '../testing/booking-api-harness';

process.env.LOG_LEVEL = 'silent';
process.env.TOKEN_SECRET = 'integration-test-token-secret';
process.env.RATE_LIMITS = generousRateLimits;
process.env.SITE_URL = 'https://www.tavola.test';

const route = {
  create: apiHandler({ POST: createHandler }),
  enquiry: apiHandler({ POST: enquiryHandler }),
  view: apiHandler({ GET: viewHandler }),
  cancel: apiHandler({ POST: cancelHandler }),
  change: apiHandler({ POST: changeHandler }),
  calendar: apiHandler({ GET: calendarHandler }),
  slots: apiHandler({ GET: changeSlotsHandler }),
};

let handle: DatabaseHandle;
let restore: () => void;
let restoreClock: () => void;
// Monday 30 November 2026, 10:00 in London, whatever the wall clock says.
const today = '2026-11-30';
const storeId = '1001';
const small = { seats: 4, coversPerSlot: 4 };

beforeAll(async () => {
  restoreClock = pinClock(`${today}T10:00:00Z`);
  handle = await createTestDatabase();
  restore = installDatabase(handle);
  await setRules(handle.db, storeId, small);
});
afterAll(async () => {
  restoreClock();
  restore();
  await handle.close();
});

let diner = 0;
/** Books a table and returns its reference and the token from the confirmation e-mail's link. */
async function book(date: string, time: string, overrides: Record<string, unknown> = {}) {
  diner += 1;
  const email = `diner${diner}@example.com`;
  const { status, body } = await call(route.create, {
    method: 'POST',
    params: { storeId },
    body: bookingRequest(date, time, { emailAddress: email, ...overrides }),
    headers: await sessionHeaders({ sessionId: `manage-session-${diner}` }),
  });
  expect(status).toBe(200);
  return { reference: body.bookingReference as string, token: await tokenMailedTo(email), email };
}

async function tokenMailedTo(email: string): Promise<string> {
  const [mail] = await handle.db
    .select()
    .from(outboxMail)
    .where(eq(outboxMail.to, email))
    .orderBy(desc(outboxMail.createdAt))
    .limit(1);
  const link = /https:\/\/www\.tavola\.test\/booking\/([A-Za-z0-9_-]{43})/.exec(mail!.text);
  expect(link).not.toBeNull();
  return link![1]!;
}

const view = (token: string) => call(route.view, { params: { token } });
const cancel = (token: string) => call(route.cancel, { method: 'POST', params: { token } });
const change = (token: string, body: unknown) =>
  call(route.change, { method: 'POST', params: { token }, body });
const mailsTo = (to: string) => handle.db.select().from(outboxMail).where(eq(outboxMail.to, to));
const restaurantMail = 'london.covent-garden@tavola.example';

async function coversAt(date: string, time: string) {
  const rows = await handle.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.storeId, storeId),
        eq(bookings.diningDate, date),
        eq(bookings.diningTime, time),
        eq(bookings.status, 'confirmed'),
      ),
    );
  return rows.reduce((sum, row) => sum + row.covers, 0);
}

describe(`a diner's own booking (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the e-mail link shows the booking; a wrong or malformed token shows nothing', async () => {
    const { reference, token } = await book('2026-12-07', '19:00');
    const { status, body } = await view(token);
    expect(status).toBe(200);
    expect(body.booking).toMatchObject({
      reference,
      bookingType: 'booking',
      status: 'confirmed',
      restaurant: { storeId, title: 'London Covent Garden', phoneNumber: '020 7946 0107' },
      date: '2026-12-07',
      time: '19:00',
      adults: 2,
      children: 0,
      canChange: true,
      canCancel: true,
      lockedReason: null,
    });
    // Only a hash is stored: the token itself is nowhere in the database.
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(JSON.stringify(row)).not.toContain(token);

    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [wrong, 'short', `${token}x`, '../../etc']) {
      const answer = await view(bad);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(reference);
      expect(answer.body.message).toBe(
        "We couldn't find a booking for this link. Please check the link in your e-mail, or call the restaurant.",
      );
    }
  });

  it('cancel frees the seats at once, so a waiting diner can book them; nothing is deleted', async () => {
    const date = '2026-12-08';
    const first = await book(date, '19:00', { adultCovers: 4 });
    const waiting = bookingRequest(date, '19:00', { emailAddress: 'waiting@example.com' });
    const full = await call(route.create, {
      method: 'POST',
      params: { storeId },
      body: waiting,
      headers: await sessionHeaders({ sessionId: 'waiting-session' }),
    });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe(4);

    const cancelled = await cancel(first.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      canChange: false,
      lockedReason: 'This booking is cancelled.',
    });
    const now = await call(route.create, {
      method: 'POST',
      params: { storeId },
      body: waiting,
      headers: await sessionHeaders({ sessionId: 'waiting-session-2' }),
    });
    expect(now.status).toBe(200);

    const [row] = await handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, first.reference));
    expect(row).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(row!.cancelledAt).toBeInstanceOf(Date);
    const mails = await mailsTo(first.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your booking at London Covent Garden is confirmed',
      'Your booking at London Covent Garden is cancelled',
    ]);
    const notices = (await mailsTo(restaurantMail)).filter((mail) =>
      mail.subject.includes(first.reference),
    );
    expect(notices.map((mail) => mail.subject)).toEqual([
      `Booking ${first.reference} cancelled online`,
    ]);

    // Cancelling again answers the cancelled booking and sends nothing more.
    expect((await cancel(first.token)).status).toBe(200);
    expect(await mailsTo(first.email)).toHaveLength(2);
  });

  it('change: a time that fits moves the booking; one that does not answers code 4 and leaves it', async () => {
    const date = '2026-12-09';
    await book(date, '20:30', { adultCovers: 4 });
    const mine = await book(date, '18:00');
    const moved = await change(mine.token, {
      diningDateTime: `${date}T18:30`,
      adultCovers: 3,
      childCovers: 1,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ time: '18:30', adults: 3, children: 1 });
    const [changedMail] = (await mailsTo(mine.email)).filter((mail) =>
      mail.subject.endsWith('has been changed'),
    );
    expect(changedMail!.text).toContain('18:30');
    expect(changedMail!.text).toContain(`/booking/${mine.token}`);

    const refused = await change(mine.token, {
      diningDateTime: `${date}T20:30`,
      adultCovers: 2,
      childCovers: 0,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(4);
    expect((await view(mine.token)).body.booking).toMatchObject({
      time: '18:30',
      adults: 3,
      children: 1,
    });
    expect(await coversAt(date, '20:30')).toBe(4);
  });

  it("the times to move to count every booking but the diner's own", async () => {
    const date = '2026-12-23';
    const mine = await book(date, '19:00', { adultCovers: 4 });
    const slots = (query: string) =>
      call(route.slots, { params: { token: mine.token }, url: `/?${query}` });
    // The restaurant is full at 19:00 with this very booking: it may still grow into its own seats.
    const own = await slots(`date=${date}&adults=4`);
    expect(own.status).toBe(200);
    expect(own.body.times).toContain('19:00');
    expect(own.body.times).not.toContain('09:00');
    const stranger = await slots(`date=${date}&adults=5`);
    expect(stranger.body.times).not.toContain('19:00');
    expect((await slots('date=someday&adults=2')).status).toBe(400);
  });

  it('a change to a closed or past time is refused, and so is a bad body', async () => {
    const { token } = await book('2026-12-10', '19:00');
    expect(
      (await change(token, { diningDateTime: '2026-12-10T04:00', adultCovers: 2 })).body.code,
    ).toBe(4);
    expect(
      (await change(token, { diningDateTime: '2026-11-29T19:00', adultCovers: 2 })).body.code,
    ).toBe(4);
    const bad = await change(token, { diningDateTime: 'tomorrow', adultCovers: 0, extra: 1 });
    expect(bad.status).toBe(400);
    expect((await view(token)).body.booking).toMatchObject({ date: '2026-12-10', time: '19:00' });
  });

  it('concurrent changes and creates for the last seats never overbook', async () => {
    for (let round = 0; round < 6; round += 1) {
      const date = `2026-12-${String(14 + round).padStart(2, '0')}`;
      const existing = await book(date, '19:00');
      // Two seats left at 19:00: the change wants both, and so does each new booking.
      const sessions = await Promise.all(
        [1, 2].map((n) => sessionHeaders({ sessionId: `racer-${round}-${n}` })),
      );
      const racers = await Promise.all([
        change(existing.token, { diningDateTime: `${date}T19:00`, adultCovers: 4 }),
        ...[1, 2].map((n, i) =>
          call(route.create, {
            method: 'POST',
            params: { storeId },
            body: bookingRequest(date, '19:00', { emailAddress: `racer${round}-${n}@example.com` }),
            headers: sessions[i],
          }),
        ),
      ]);
      expect(racers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(racers.filter((answer) => answer.body?.code === 4)).toHaveLength(2);
      expect(await coversAt(date, '19:00')).toBe(4);
    }
  });

  it('the calendar file: SEQUENCE 0 when booked, 1 after a change, METHOD:CANCEL after a cancel', async () => {
    const { token, reference } = await book('2026-12-21', '19:00');
    const ics = async () => {
      const { status, text } = await fetchRoute(route.calendar, { params: { token } });
      expect(status).toBe(200);
      return text.replace(/\r\n /g, '');
    };
    const booked = await ics();
    expect(booked).toContain('METHOD:PUBLISH');
    expect(booked).toContain(`UID:${reference}@tavola`);
    expect(booked).toContain('SEQUENCE:0');
    await change(token, { diningDateTime: '2026-12-21T20:00', adultCovers: 2 });
    const changed = await ics();
    expect(changed).toContain('SEQUENCE:1');
    expect(changed).toContain('DTSTART:20261221T200000Z');
    await cancel(token);
    const cancelled = await ics();
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('SEQUENCE:2');
    expect(cancelled).toContain(`UID:${reference}@tavola`);
  });

  it('within the cut-off the booking is shown but not changed or cancelled online', async () => {
    // 10:00 now; a booking at 11:45 today is within the 2-hour cut-off.
    const { token } = await book(today, '11:45');
    const { body } = await view(token);
    expect(body.booking).toMatchObject({ canChange: false, canCancel: false });
    expect(body.booking.lockedReason).toBe(
      "Changes within 2 hours of your booking can't be made online. Please call us on 020 7946 0107.",
    );
    const refused = await cancel(token);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 19, message: body.booking.lockedReason });
    expect((await view(token)).body.booking.status).toBe('confirmed');
  });

  it('a party reaching the card guarantee needs a card; 25 or more becomes an enquiry', async () => {
    await setRules(handle.db, storeId, { ...small, seats: 200, coversPerSlot: 200 });
    const { token, email } = await book('2026-12-22', '19:00');
    const card = await change(token, { diningDateTime: '2026-12-22T19:00', adultCovers: 8 });
    expect(card.status).toBe(402);
    expect(card.body.code).toBe(5);
    const enquiry = await change(token, { diningDateTime: '2026-12-22T19:00', adultCovers: 30 });
    expect(enquiry.status).toBe(200);
    expect(enquiry.body.booking).toMatchObject({
      bookingType: 'enquiry',
      status: 'requested',
      adults: 30,
      canChange: false,
      canCancel: true,
    });
    expect((await mailsTo(email)).map((mail) => mail.subject)).toContain(
      'Your enquiry at London Covent Garden has been received',
    );
    // An enquiry is viewed and cancelled only.
    const again = await change(token, { diningDateTime: '2026-12-22T19:00', adultCovers: 2 });
    expect(again.body.code).toBe(19);
    await setRules(handle.db, storeId, small);
  });
});
