import { count, desc, eq } from 'drizzle-orm';
import { pinClock } from '@/lib/clock';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { outboxMail } from '@/lib/mail';
import {
  cancelHandler,
  createHandler,
  embeddedBookingDeps,
  holdHandler,
  joinWaitlistHandler,
  leaveWaitlistHandler,
  waitlistDepsOf,
  waitlistOfferHandler,
} from '../../server';
import { waitlistMessages } from '../../waitlist/waitlist-messages';
import { forgetSeatedBookings } from '../embedded/seated-bookings-cache';
import { bookingHolds } from '../holds/booking-holds.table';
import { bookingRequest, call, sessionHeaders, setRules } from '../testing/booking-api-harness';
import { WAITLIST_ENTRIES_PER_ADDRESS, WAITLIST_ENTRIES_PER_EVENING } from './waitlist-limits';
import { sweepWaitlist } from './waitlist-sweep';
import { bookingWaitlist } from './waitlist.table';

process.env.LOG_LEVEL = 'silent';
process.env.TOKEN_SECRET = 'integration-test-token-secret';
process.env.RATE_LIMITS = generousRateLimits;
process.env.SITE_URL = 'https://www.tavola.test';
process.env.TRUSTED_PROXIES = '127.0.0.1, ::1';

const route = {
  join: apiHandler({ POST: joinWaitlistHandler }),
  offer: apiHandler({ POST: waitlistOfferHandler }),
  leave: apiHandler({ POST: leaveWaitlistHandler }),
  create: apiHandler({ POST: createHandler }),
  cancel: apiHandler({ POST: cancelHandler }),
  hold: apiHandler({ POST: holdHandler }),
};

let handle: DatabaseHandle;
let restore: () => void;
let restoreClock: () => void;
const storeId = '1001';
// Monday 30 November 2026, 10:00 in London; offers are held WAITLIST_OFFER_SECONDS (600).
const start = new Date('2026-11-30T10:00:00Z');
const at = (minutes: number) => {
  restoreClock();
  restoreClock = pinClock(new Date(start.getTime() + minutes * 60_000));
  forgetSeatedBookings();
};

beforeAll(async () => {
  restoreClock = pinClock(start);
  handle = await createTestDatabase();
  restore = installDatabase(handle);
  // Four seats: one party of four at 19:00 fills 19:00 to 20:30 (its turn is 105 minutes).
  await setRules(handle.db, storeId, { seats: 4, coversPerSlot: 4 });
});
afterAll(async () => {
  restoreClock();
  restore();
  await handle.close();
});
beforeEach(() => at(0));

let diners = 0;
const addressOf = (name: string) => `10.9.${name.length}.${name.charCodeAt(0)}`;
const join = (
  name: string,
  date: string,
  overrides: Record<string, unknown> = {},
  store = storeId,
) =>
  call(route.join, {
    method: 'POST',
    params: { storeId: store },
    body: {
      date,
      adultCovers: 3,
      timeFrom: '19:00',
      timeTo: '19:30',
      firstName: name,
      lastName: 'Waiting',
      email: `${name.toLowerCase()}@example.com`,
      ...overrides,
    },
    headers: { 'x-forwarded-for': addressOf(name) },
  });
/** Books `adults` at `time` and answers the manage link's token from its e-mail. */
const book = async (date: string, time: string, adults: number, store = storeId) => {
  diners += 1;
  const email = `booker${diners}@example.com`;
  const answer = await call(route.create, {
    method: 'POST',
    params: { storeId: store },
    body: bookingRequest(date, time, { emailAddress: email, adultCovers: adults }),
    headers: await sessionHeaders({ sessionId: `booker-session-${diners}` }),
  });
  expect(answer.status).toBe(200);
  return (await linkMailedTo(email, 'booking', 'Your booking'))!;
};
const cancel = (token: string) => call(route.cancel, { method: 'POST', params: { token } });
const mailsTo = (to: string) =>
  handle.db.select().from(outboxMail).where(eq(outboxMail.to, to)).orderBy(desc(outboxMail.id));
/** The secret of the link to `path` in the latest e-mail to `email` whose subject starts so. */
async function linkMailedTo(
  email: string,
  path: string,
  subject: string,
): Promise<string | undefined> {
  const mail = (await mailsTo(email)).find((sent) => sent.subject.startsWith(subject));
  const link = new RegExp(`https://www\\.tavola\\.test/${path}/([A-Za-z0-9_-]{43})`).exec(
    mail?.text ?? '',
  );
  return link?.[1];
}
const entryOf = async (name: string) => {
  const [row] = await handle.db
    .select()
    .from(bookingWaitlist)
    .where(eq(bookingWaitlist.email, `${name.toLowerCase()}@example.com`));
  return row;
};
const entries = async () => (await handle.db.select({ n: count() }).from(bookingWaitlist))[0]!.n;
const claim = async (token: string, session: string) =>
  call(route.offer, {
    method: 'POST',
    params: { token },
    headers: await sessionHeaders({ sessionId: session }),
  });
const sweep = () => sweepWaitlist(waitlistDepsOf(embeddedBookingDeps()));

describe(`the waitlist (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses bad input and a window with a table, and stores nothing', async () => {
    const before = await entries();
    const backwards = await join('Backwards', '2026-12-14', { timeFrom: '20:00', timeTo: '19:00' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain(waitlistMessages.windowBackwards);
    const offGrid = await join('OffGrid', '2026-12-14', { timeFrom: '19:10' });
    expect(offGrid.status).toBe(400);
    expect(offGrid.body.message).toContain('timeFrom');
    const badEmail = await join('BadEmail', '2026-12-14', { email: 'not-an-address' });
    expect(badEmail.body.message).toContain('Please enter a valid email address');
    expect((await join('Extra', '2026-12-14', { extra: true })).status).toBe(400);
    expect((await join('NoGuests', '2026-12-14', { adultCovers: 0 })).status).toBe(400);
    // The evening has tables: the diner is told to search again and book one.
    const free = await join('Free', '2026-12-14');
    expect(free.status).toBe(400);
    expect(free.body).toMatchObject({ code: 6, message: waitlistMessages.tablesFree });
    // A window when the restaurant takes nobody (before it opens).
    const closed = await join('Closed', '2026-12-14', { timeFrom: '09:00', timeTo: '09:15' });
    expect(closed.body).toMatchObject({ code: 6, message: waitlistMessages.closed });
    const enquiry = await join('Enquiry', '2026-12-14', { adultCovers: 30 });
    expect(enquiry.body.message).toBe(waitlistMessages.enquiryParty(25));
    expect(await entries()).toBe(before);
    expect(await mailsTo('free@example.com')).toEqual([]);
  });

  it('a full evening takes a diner, who is e-mailed a leave link; the same e-mail joins once', async () => {
    const date = '2026-12-07';
    await book(date, '19:00', 4);
    const joined = await join('Ada', date);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ status: 'waiting' });
    const [mail] = await mailsTo('ada@example.com');
    expect(mail!.subject).toMatch(/^You're on the waitlist at /);
    expect(mail!.text).toContain("You're on the waitlist.");
    expect(mail!.text).toContain('between 19:00 and 19:30');
    expect(
      await linkMailedTo('ada@example.com', 'booking/leave-waitlist', "You're on"),
    ).toBeDefined();
    const again = await join('Ada', date, { timeTo: '19:45' });
    expect(again.body).toMatchObject({ code: 6, message: waitlistMessages.alreadyWaiting });
    expect((await entryOf('Ada'))!.status).toBe('waiting');
  });

  it('a cancellation offers the table to the first waiting diner who fits, held for them', async () => {
    const date = '2026-12-08';
    const token = await book(date, '19:00', 4);
    expect((await join('Bea', date)).status).toBe(200);
    at(1);
    expect((await join('Cal', date)).status).toBe(200);
    expect((await cancel(token)).status).toBe(200);

    // Four seats came back: Bea (three, first) is offered 19:00; Cal's three no longer fit.
    expect(await entryOf('Bea')).toMatchObject({ status: 'offered', offerTime: '19:00' });
    expect((await entryOf('Cal'))!.status).toBe('waiting');
    const offerMail = (await mailsTo('bea@example.com')).find((m) =>
      m.subject.startsWith('A table'),
    );
    expect(offerMail!.subject).toMatch(/^A table has come up at /);
    expect(offerMail!.text).toContain('until 10:11');
    const offerToken = (await linkMailedTo('bea@example.com', 'booking/table-offer', 'A table'))!;

    // The table is held: nobody else books it, while Bea's link opens it in her session.
    const other = await call(route.create, {
      method: 'POST',
      params: { storeId },
      body: bookingRequest(date, '19:00', { adultCovers: 3, emailAddress: 'x@example.com' }),
      headers: await sessionHeaders({ sessionId: 'someone-else-0001' }),
    });
    expect(other.body.code).toBe(4);
    const opened = await claim(offerToken, 'bea-session-0001');
    expect(opened.status).toBe(200);
    expect(opened.body.offer).toMatchObject({
      storeId,
      date,
      time: '19:00',
      adults: 3,
      children: 0,
      firstName: 'Bea',
      lastName: 'Waiting',
      email: 'bea@example.com',
      heldUntil: '2026-11-30T10:11:00.000Z',
    });
    at(9);
    const booked = await call(route.create, {
      method: 'POST',
      params: { storeId },
      body: bookingRequest(date, '19:00', { adultCovers: 3, emailAddress: 'bea@example.com' }),
      headers: await sessionHeaders({ sessionId: 'bea-session-0001' }),
    });
    expect(booked.status).toBe(200);
    expect((await entryOf('Bea'))!.status).toBe('booked');
    const reopened = await claim(offerToken, 'bea-session-0001');
    expect(reopened.body).toMatchObject({ code: 6, message: waitlistMessages.offerBooked });
    // The sweep offers Cal nothing: the evening is full again.
    await sweep();
    expect((await entryOf('Cal'))!.status).toBe('waiting');
  });

  it('an offer nobody takes lapses and goes to the next diner', async () => {
    const date = '2026-12-09';
    const token = await book(date, '19:00', 4);
    await join('Dev', date);
    at(1);
    await join('Eve', date);
    await cancel(token);
    expect((await entryOf('Dev'))!.status).toBe('offered');
    const devToken = (await linkMailedTo('dev@example.com', 'booking/table-offer', 'A table'))!;
    at(10);
    await sweep();
    expect((await entryOf('Dev'))!.status).toBe('offered');
    at(11);
    await sweep();
    expect((await entryOf('Dev'))!.status).toBe('expired');
    expect(await entryOf('Eve')).toMatchObject({ status: 'offered', offerTime: '19:00' });
    const eveMail = await linkMailedTo('eve@example.com', 'booking/table-offer', 'A table');
    expect(eveMail).toBeDefined();
    const late = await claim(devToken, 'dev-session-0001');
    expect(late.body).toMatchObject({ code: 6, message: waitlistMessages.offerLapsed });
    // Only one offer's hold is live: a lapsed offer's table is never held twice.
    const holds = await handle.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.diningDate, date));
    expect(holds).toHaveLength(1);
  });

  it('a diner leaves from either e-mail; leaving with an offer passes the table on', async () => {
    const date = '2026-12-10';
    const token = await book(date, '19:00', 4);
    await join('Fay', date);
    at(1);
    await join('Gus', date);
    at(2);
    await join('Hal', date);
    const gusLeave = (await linkMailedTo(
      'gus@example.com',
      'booking/leave-waitlist',
      "You're on",
    ))!;
    const left = await call(route.leave, { method: 'POST', params: { token: gusLeave } });
    expect(left.body).toEqual({ left: true });
    expect((await entryOf('Gus'))!.status).toBe('left');
    await cancel(token);
    expect((await entryOf('Fay'))!.status).toBe('offered');
    const fayOffer = (await linkMailedTo('fay@example.com', 'booking/leave-waitlist', 'A table'))!;
    expect((await call(route.leave, { method: 'POST', params: { token: fayOffer } })).status).toBe(
      200,
    );
    expect((await entryOf('Fay'))!.status).toBe('left');
    // Gus left, so Hal is next.
    expect((await entryOf('Hal'))!.status).toBe('offered');
    expect(
      (await call(route.leave, { method: 'POST', params: { token: 'x'.repeat(43) } })).status,
    ).toBe(404);
    expect((await call(route.leave, { method: 'POST', params: { token: 'short' } })).status).toBe(
      404,
    );
  });

  it('a hold that expires is noticed by the sweep and offered', async () => {
    // Forty seats: holds may take a tenth of them from one address (four).
    const store = '1002';
    await setRules(handle.db, store, { seats: 40, coversPerSlot: 40, cardGuaranteeFromCovers: 16 });
    const date = '2026-12-11';
    for (let i = 0; i < 9; i++) await book(date, '19:00', 4, store);
    const held = await call(route.hold, {
      method: 'POST',
      params: { storeId: store },
      body: { diningDateTime: `${date}T19:00`, adultCovers: 4 },
      headers: {
        ...(await sessionHeaders({ sessionId: 'holder-session-1' })),
        'x-forwarded-for': '10.8.0.1',
      },
    });
    expect(held.body.heldUntil).toBe('2026-11-30T10:10:00.000Z');
    expect((await join('Ivy', date, {}, store)).status).toBe(200);
    at(9);
    await sweep();
    expect((await entryOf('Ivy'))!.status).toBe('waiting');
    at(10);
    await sweep();
    expect(await entryOf('Ivy')).toMatchObject({ status: 'offered', offerTime: '19:00' });
  });

  it('bounds entries per address and per evening; deletes them after the evening', async () => {
    const name = 'Jo';
    const dates = [
      '2027-01-11',
      '2027-01-12',
      '2027-01-13',
      '2027-01-14',
      '2027-01-15',
      '2027-01-18',
    ];
    for (const date of dates) await book(date, '19:00', 4);
    for (const date of dates.slice(0, WAITLIST_ENTRIES_PER_ADDRESS)) {
      const answer = await join(name, date, { email: `jo-${date}@example.com` });
      expect(answer.status).toBe(200);
    }
    const past = await join(name, dates[WAITLIST_ENTRIES_PER_ADDRESS]!, {
      email: 'jo-x@example.com',
    });
    expect(past.body).toMatchObject({ code: 6, message: waitlistMessages.addressFull });

    const crowded = '2027-01-19';
    await book(crowded, '19:00', 4);
    await handle.db.insert(bookingWaitlist).values(
      Array.from({ length: WAITLIST_ENTRIES_PER_EVENING }, (_, i) => ({
        storeId,
        diningDate: crowded,
        adultCovers: 2,
        childCovers: 0,
        timeFrom: '19:00',
        timeTo: '19:30',
        firstName: 'Many',
        lastName: 'Diners',
        email: `many${i}@example.com`,
        createdAt: start,
        deleteAfter: new Date('2027-01-20T06:00:00Z'),
        leaveTokenHash: `hash-${i}`,
        holderKey: `holder-${i}`,
      })),
    );
    const full = await join('Kit', crowded);
    expect(full.body).toMatchObject({ code: 6, message: waitlistMessages.eveningFull });

    // After 19 January's evening (and its grace), it and every earlier evening are gone.
    const before = await entries();
    restoreClock();
    restoreClock = pinClock(new Date('2027-01-20T06:00:00Z'));
    const { deleted } = await sweep();
    expect(deleted).toBeGreaterThanOrEqual(
      WAITLIST_ENTRIES_PER_EVENING + WAITLIST_ENTRIES_PER_ADDRESS,
    );
    expect(await entries()).toBe(before - deleted);
    const left = await handle.db.select().from(bookingWaitlist);
    expect(left.every((row) => row.diningDate > '2027-01-19')).toBe(true);
  });
});
