import { count, eq } from 'drizzle-orm';
import { londonDate, pinClock } from '@/lib/clock';
import { sweepInstants } from '@/lib/clock/sweep-instants';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { outboxMail } from '@/lib/mail';
import {
  areasHandler,
  availabilityHandler,
  bookingMenusHandler,
  createHandler,
  enquiryHandler,
  eventHandler,
  occasionsHandler,
  requirementsHandler,
  slotsHandler,
  upsellsHandler,
} from '../server';
import { bookings } from './bookings.table';
import { testNonces } from '@/features/payments';
import { createTestGateway, vaultCard } from '@/features/payments/server';
import { apiHandler } from '@/lib/http';
import {
  addDays,
  bookingRequest,
  call,
  seedRestaurants,
  sessionHeaders,
  setRules,
} from './testing/booking-api-harness';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';

process.env.LOG_LEVEL = 'silent';
process.env.TOKEN_SECRET = 'integration-test-token-secret';
process.env.RATE_LIMITS = generousRateLimits;

const route = {
  occasions: apiHandler({ GET: occasionsHandler }),
  areas: apiHandler({ GET: areasHandler }),
  menus: apiHandler({ GET: bookingMenusHandler }),
  slots: apiHandler({ GET: slotsHandler }),
  requirements: apiHandler({ GET: requirementsHandler }),
  upsells: apiHandler({ GET: upsellsHandler }),
  availability: apiHandler({ POST: availabilityHandler }),
  create: apiHandler({ POST: createHandler }),
  enquiry: apiHandler({ POST: enquiryHandler }),
  event: apiHandler({ POST: eventHandler }),
};

let handle: DatabaseHandle;
let restore: () => void;
let stores: Awaited<ReturnType<typeof seedRestaurants>>;
let restoreClock: () => void;
// The tests run on Monday 30 November 2026 at 10:00 in London, whatever the wall clock says; the
// booking date is a Friday (open 11:30-23:00) eleven days on, inside the Christmas party season.
const today = '2026-11-30';
const date = '2026-12-11';

beforeAll(async () => {
  restoreClock = pinClock(`${today}T10:00:00Z`);
  handle = await createTestDatabase();
  restore = installDatabase(handle);
  stores = await seedRestaurants();
});
afterAll(async () => {
  restoreClock();
  restore();
  await handle.close();
});

const post = async (
  handler: typeof route.create,
  storeId: string,
  body: unknown,
  headers?: Record<string, string>,
) =>
  call(handler, {
    method: 'POST',
    params: { storeId },
    body,
    headers: headers ?? (await sessionHeaders()),
  });

describe(`booking API (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('GET occasions: the standard occasion, events in season', async () => {
    const { status, body } = await call(route.occasions, {
      params: { storeId: stores.plain.storeId },
      url: `/?date=${date}`,
    });
    expect(status).toBe(200);
    expect(body.occasions[0]).toEqual({
      id: 'table',
      name: 'Table booking',
      type: 'standard',
      minimumCovers: 1,
      maximumCovers: 100,
      menuLinkGroup: { type: 'exclusive', menuLinks: [{ id: 'christmas-menu' }] },
      areaLinkGroup: { type: 'exclusive', areaLinks: [] },
    });
    const december = await call(route.occasions, {
      params: { storeId: stores.plain.storeId },
      url: '/?date=2026-12-10',
    });
    expect(december.body.occasions.map((o: { id: string }) => o.id)).toEqual([
      'table',
      'christmas-party',
    ]);
  });

  it('GET areas, bookingmenu and upsells: the lists of the occasion', async () => {
    const query = `occasionId=table&adults=2&children=1&dates=${date}`;
    const areas = await call(route.areas, {
      params: { storeId: stores.plain.storeId },
      url: `/?${query}`,
    });
    expect(areas.body.areas[0]).toEqual({ id: 'restaurant', name: 'Restaurant' });

    const menus = await call(route.menus, {
      params: { storeId: stores.plain.storeId },
      url: `/?${query}&time=17:00`,
    });
    expect(menus.body.menus.map((m: { id: string }) => m.id)).toEqual(['a-la-carte', 'set-menu']);
    expect(menus.body.menus[0].image).toEqual({ file: { url: '/images/content/hero-pizza.svg' } });

    const upsells = await call(route.upsells, {
      params: { storeId: stores.plain.storeId },
      url: `/?occasionId=table&adults=2&children=0&bookingDate=${date}&time=19:00&includeUnavailable=false`,
    });
    expect(upsells.body.upsells[0]).toMatchObject({
      id: 'prosecco',
      minimumQuantity: 1,
      maximumQuantity: 4,
    });
  });

  it('a menu served until 6pm is not offered for 19:30, its times end before 6pm, and it cannot be booked at 19:30 (code 8)', async () => {
    const storeId = stores.plain.storeId;
    const party = `occasionId=table&adults=2&children=0&dates=${date}`;
    const evening = await call(route.menus, { params: { storeId }, url: `/?${party}&time=19:30` });
    expect(evening.body.menus.map((m: { id: string }) => m.id)).toEqual(['a-la-carte']);

    const times = await call(route.slots, {
      params: { storeId },
      url: `/?${party}&menuIds=set-menu&areaId=null`,
    });
    const offered = times.body.dates[0].times.map((t: { time: string }) => t.time);
    expect(offered.at(-1)).toBe('17:45');
    expect(offered).not.toContain('19:30');

    const late = await post(
      route.create,
      storeId,
      bookingRequest(date, '19:30', { menuIds: ['set-menu'], emailAddress: 'set@example.com' }),
    );
    expect(late.body).toMatchObject({ code: 8, message: 'This menu is not available.' });
    const early = await post(
      route.create,
      storeId,
      bookingRequest(date, '17:30', { menuIds: ['set-menu'], emailAddress: 'set@example.com' }),
    );
    expect(early.body.bookingReference).toMatch(/^TAV-/);
  });

  it('GET slots: dates[0].times with time and canEnquire, within opening hours', async () => {
    const { status, body } = await call(route.slots, {
      params: { storeId: stores.plain.storeId },
      url: `/?occasionId=table&adults=2&children=0&dates=${date}&menuIds=a-la-carte&areaId=null`,
    });
    expect(status).toBe(200);
    expect(body.dates[0].date).toBe(date);
    expect(body.dates[0].times[0]).toEqual({ time: '11:30', canEnquire: false });
    expect(body.dates[0].times.every((t: { time: string }) => t.time >= '11:30')).toBe(true);
  });

  it('GET requirements: card guarantee from 8 guests, enquiry from 25', async () => {
    const ask = (adults: number) =>
      call(route.requirements, {
        params: { storeId: stores.plain.storeId },
        url: `/?occasionId=table&adults=${adults}&children=0&bookingDate=${date}&menuId=a-la-carte&time=19:00`,
      });
    expect((await ask(2)).body).toEqual({
      isPlaceAsEnquiryEnabled: false,
      isCardGuaranteeRequired: false,
    });
    expect((await ask(8)).body).toEqual({
      isPlaceAsEnquiryEnabled: false,
      isCardGuaranteeRequired: true,
    });
    expect((await ask(25)).body).toEqual({
      isPlaceAsEnquiryEnabled: true,
      isCardGuaranteeRequired: false,
    });
  });

  it('answers 400 naming the field for a bad query', async () => {
    const { status, body } = await call(route.slots, {
      params: { storeId: stores.plain.storeId },
      url: `/?adults=101&dates=${date}`,
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^adults: /);
  });

  it('POST availability: 3 slots before and after, the first store is the first choice', async () => {
    const { status, body } = await call(route.availability, {
      method: 'POST',
      body: {
        stores: [
          { storeId: stores.plain.storeId, miles: 0.4 },
          { storeId: '1002', miles: 1.2 },
          { storeId: 'no-such-store', miles: 3 },
        ],
        date: `${date}T19:00:00`,
        adultCovers: 2,
        childrenCovers: 0,
      },
    });
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    expect(body[0]).toEqual({
      storeId: stores.plain.storeId,
      storeName: stores.plain.title,
      occasionId: 'table',
      timeSlots: ['18:15', '18:30', '18:45', '19:00', '19:15', '19:30', '19:45'].map((time) => ({
        time,
      })),
      exactMatch: true,
      isFirstChoice: true,
      miles: 0.4,
      isPlaceAsEnquiryEnabled: false,
      minimumCovers: 1,
      allowMultipleUpsells: expect.any(Boolean),
    });
    expect(body[1]).toMatchObject({ storeId: '1002', isFirstChoice: false, miles: 1.2 });
  });

  it("POST availability: a failure answers { success: false, message: 'Error checking availability' }", async () => {
    const { status, body } = await call(route.availability, {
      method: 'POST',
      body: { stores: [] },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: 'Error checking availability' });
  });

  it('POST create: books, strips spaces from the mobile number, and writes the confirmation', async () => {
    const { status, body } = await post(
      route.create,
      stores.plain.storeId,
      bookingRequest(date, '12:30'),
    );
    expect(status).toBe(200);
    expect(body.bookingReference).toMatch(/^TAV-[2-9A-Z]{6}$/);
    const [row] = await handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, body.bookingReference));
    expect(row).toMatchObject({
      storeId: stores.plain.storeId,
      bookingType: 'booking',
      status: 'confirmed',
      diningDate: date,
      diningTime: '12:30',
      mobilePhone: '07700900123',
      covers: 2,
      sessionId: 'test-session-0001',
    });
    const mails = await handle.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, 'zoe@example.com'));
    expect(mails.some((mail) => mail.text.includes(body.bookingReference))).toBe(true);
    expect(mails.some((mail) => mail.text.includes('Your booking is confirmed.'))).toBe(true);
  });

  it('POST enquiry: a party of 25+ is stored as an enquiry and acknowledged', async () => {
    const { status, body } = await post(
      route.enquiry,
      stores.plain.storeId,
      bookingRequest(date, '13:00', { adultCovers: 30, emailAddress: 'party@example.com' }),
    );
    expect(status).toBe(200);
    const [row] = await handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, body.bookingReference));
    expect(row).toMatchObject({ bookingType: 'enquiry', status: 'requested', covers: 30 });
    const [mail] = await handle.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, 'party@example.com'));
    expect(mail!.text).toContain('Your enquiry has been received.');
    expect(mail!.text).toContain("we'll come back to you within 48 hours to confirm");
  });

  it('POST events: an event occasion in its season, else code 18', async () => {
    const inSeason = '2026-12-10';
    await setRules(handle.db, '1003', {});
    const event = await post(route.event, '1003', {
      ...bookingRequest(inSeason, '19:00', { adultCovers: 6, childCovers: 0 }),
      occasionId: 'christmas-party',
      menuIds: ['christmas-menu'],
    });
    // 6 is below the party's minimum of 8.
    expect(event.body).toMatchObject({ code: 18, title: 'BOOKING_NO_AVAILABLE_OCCASION' });
  });

  describe('error codes of spec 1 §8', () => {
    it('3: the restaurant is not found', async () => {
      const { status, body } = await post(
        route.create,
        'no-such-store',
        bookingRequest(date, '12:30'),
      );
      expect(status).toBe(404);
      expect(body).toEqual({
        code: 3,
        title: 'BOOKING_RESTAURANT_NOT_FOUND',
        message: "Sorry, something's not working, please contact the restaurant directly.",
      });
    });

    it('20: a holiday-park site', async () => {
      const { body } = await post(
        route.create,
        stores.holidayPark.storeId,
        bookingRequest(date, '12:30'),
      );
      expect(body).toEqual({
        code: 20,
        title: 'BOOKING_CENTER_PARCS',
        message:
          "This restaurant can only be booked through the holiday-park operator's online booking system.",
      });
    });

    it('1: booked through an external provider', async () => {
      const { body } = await post(
        route.create,
        stores.external.storeId,
        bookingRequest(date, '12:30'),
      );
      expect(body).toMatchObject({ code: 1, title: 'BOOKING_NOT_SUPPORTED' });
    });

    it('11: bookings are disabled', async () => {
      const { status, body } = await post(
        route.create,
        stores.disabled.storeId,
        bookingRequest(date, '12:30'),
      );
      expect(status).toBe(403);
      expect(body).toEqual({
        code: 11,
        title: 'BOOKING_RESTAURANT_DISABLED',
        message: 'This restaurant cannot be booked online.',
      });
    });

    it('8: a menu the occasion does not offer', async () => {
      const { body } = await post(route.create, stores.plain.storeId, {
        ...bookingRequest(date, '12:30'),
        menuIds: ['christmas-menu'],
      });
      expect(body).toEqual({
        code: 8,
        title: 'PARTNER_MENU_NOT_FOUND',
        message: 'This menu is not available.',
      });
    });

    it('18: an occasion not available on the date', async () => {
      const { body } = await post(route.create, stores.plain.storeId, {
        ...bookingRequest('2027-02-12', '19:00'),
        occasionId: 'christmas-party',
      });
      expect(body).toMatchObject({ code: 18, title: 'BOOKING_NO_AVAILABLE_OCCASION' });
    });

    it('5: a card is required and missing', async () => {
      const { status, body } = await post(
        route.create,
        stores.plain.storeId,
        bookingRequest(date, '13:30', { adultCovers: 8 }),
      );
      expect(status).toBe(402);
      expect(body).toEqual({
        code: 5,
        title: 'BOOKING_NEED_CREDIT_CARD',
        message:
          'This booking needs a credit card to confirm, please contact the restaurant directly.',
      });
      const unknownCard = await post(route.create, stores.plain.storeId, {
        ...bookingRequest(date, '13:30', { adultCovers: 8 }),
        braintreeCustomerId: 'not-a-vaulted-customer',
      });
      expect(unknownCard.body.code).toBe(5);
    });

    it('4: no free slot (closed, in the past, or full)', async () => {
      const yesterday = '2026-11-29';
      expect(
        (await post(route.create, stores.plain.storeId, bookingRequest(yesterday, '19:00'))).body,
      ).toMatchObject({
        code: 4,
        title: 'BOOKING_NO_FREE_SLOT',
        message:
          'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.',
      });
      // Before opening (11:30).
      expect(
        (await post(route.create, stores.plain.storeId, bookingRequest(date, '09:00'))).body.code,
      ).toBe(4);
      // A same-day party of 25+ is never bookable online, not even as an enquiry.
      const sameDay = await post(
        route.enquiry,
        stores.plain.storeId,
        bookingRequest(today, '23:45', { adultCovers: 25 }),
      );
      expect(sameDay.body.code).toBe(4);
    });

    it('401: writes need an access token, the brand key and a session id', async () => {
      const noToken = await post(
        route.create,
        stores.plain.storeId,
        bookingRequest(date, '12:30'),
        {},
      );
      expect(noToken.status).toBe(401);
      const wrongBrand = await post(
        route.create,
        stores.plain.storeId,
        bookingRequest(date, '12:30'),
        await sessionHeaders({ brandKey: 'someone-else' }),
      );
      expect(wrongBrand.status).toBe(401);
    });

    it('400: the details rules are checked again on the server', async () => {
      const { status, body } = await post(route.create, stores.plain.storeId, {
        ...bookingRequest(date, '12:30'),
        firstName: 'R2D2',
        mobilePhoneNumber: '12345',
      });
      expect(status).toBe(400);
      expect(body.issues.map((issue: { field: string }) => issue.field)).toEqual([
        'firstName',
        'mobilePhoneNumber',
      ]);
    });
  });

  describe('strict input (400 naming the field, nothing stored)', () => {
    const storedFor = async (email: string) =>
      (await handle.db.select({ n: count() }).from(bookings).where(eq(bookings.email, email)))[0]!
        .n;

    it.each([
      ['2027-02-30T19:00', 'diningDateTime'],
      ['2027-13-01T19:00Z', 'diningDateTime'],
      ['2027-01-08T25:61', 'diningDateTime'],
      ['2027-01-08T19:00+99:99', 'diningDateTime'],
    ])('diningDateTime %s', async (diningDateTime, field) => {
      const { status, body } = await post(route.create, stores.plain.storeId, {
        ...bookingRequest(date, '19:00', { emailAddress: 'strict@example.com' }),
        diningDateTime,
        bookingTime: undefined,
      });
      expect(status).toBe(400);
      expect(body.issues[0].field).toBe(field);
      expect(await storedFor('strict@example.com')).toBe(0);
    });

    it('a date that is not a date in a query', async () => {
      const { status, body } = await call(route.occasions, {
        params: { storeId: stores.plain.storeId },
        url: '/?date=2027-02-30',
      });
      expect(status).toBe(400);
      expect(body.message).toMatch(/^date: Expected a real date/);
    });

    it('numbers that are not decimal digits, and booleans for numbers', async () => {
      const hex = await call(route.slots, {
        params: { storeId: stores.plain.storeId },
        url: `/?occasionId=table&adults=0x10&dates=${date}`,
      });
      expect(hex.status).toBe(400);
      expect(hex.body.issues[0].field).toBe('adults');
      const boolean = await post(route.create, stores.plain.storeId, {
        ...bookingRequest(date, '19:00', { emailAddress: 'strict@example.com' }),
        adultCovers: true,
      });
      expect(boolean.status).toBe(400);
      expect(boolean.body.issues[0].field).toBe('adultCovers');
    });

    it('a body restaurantId that is not the store of the address', async () => {
      const { status, body } = await post(route.create, stores.plain.storeId, {
        ...bookingRequest(date, '19:00', { emailAddress: 'strict@example.com' }),
        restaurantId: '1002',
      });
      expect(status).toBe(400);
      expect(body.issues).toEqual([
        {
          field: 'restaurantId',
          message: `The restaurantId must be the store of the address, ${stores.plain.storeId}`,
        },
      ]);
      expect(await storedFor('strict@example.com')).toBe(0);
    });

    it('an upsell id longer than any id', async () => {
      const { status, body } = await post(route.create, stores.plain.storeId, {
        ...bookingRequest(date, '19:00'),
        upsellIds: ['x'.repeat(5000)],
      });
      expect(status).toBe(400);
      expect(body.issues[0].field).toBe('upsellIds.0');
    });
  });

  describe('the booking horizon (180 days)', () => {
    const lastDay = addDays(today, 180);

    it('GET occasions answers the last bookable date, which the date picker ends at', async () => {
      const { body } = await call(route.occasions, {
        params: { storeId: stores.plain.storeId },
        url: `/?date=${date}`,
      });
      expect(body.bookableUntil).toBe(lastDay);
    });

    it('offers its last day and nothing after it', async () => {
      const timesOn = async (day: string) =>
        (
          await call(route.slots, {
            params: { storeId: stores.plain.storeId },
            url: `/?occasionId=table&adults=2&children=0&dates=${day}&menuIds=a-la-carte&areaId=null`,
          })
        ).body.dates[0].times;
      expect((await timesOn(lastDay)).length).toBeGreaterThan(0);
      expect(await timesOn(addDays(lastDay, 1))).toEqual([]);
      expect(await timesOn('2999-12-31')).toEqual([]);
    });

    it.each([
      ['create', route.create, 2],
      ['enquiry', route.enquiry, 30],
    ] as const)('refuses a %s beyond it with code 4', async (_kind, handler, adults) => {
      const { body } = await post(
        handler,
        stores.plain.storeId,
        bookingRequest(addDays(lastDay, 1), '19:00', { adultCovers: adults }),
      );
      expect(body).toMatchObject({ code: 4, title: 'BOOKING_NO_FREE_SLOT' });
    });

    it('follows a restaurant whose rules say 30 days', async () => {
      await setRules(handle.db, '1006', { horizonDays: 30 });
      const occasions = await call(route.occasions, {
        params: { storeId: '1006' },
        url: `/?date=${date}`,
      });
      expect(occasions.body.bookableUntil).toBe(addDays(today, 30));
      const { body } = await post(
        route.create,
        '1006',
        bookingRequest(addDays(today, 31), '19:00'),
      );
      expect(body.code).toBe(4);
      const within = await post(route.create, '1006', bookingRequest(addDays(today, 30), '19:00'));
      expect(within.body.bookingReference).toMatch(/^TAV-/);
    });
  });

  describe('the Idempotency-Key is bound to its request', () => {
    const key = (name: string) => sessionHeaders({ 'idempotency-key': name });

    it('answers 422 when the key comes back with another body, session or route', async () => {
      const first = bookingRequest(date, '21:00', { emailAddress: 'bound@example.com' });
      const made = await post(route.create, stores.plain.storeId, first, await key('bound-key-1'));
      expect(made.body.bookingReference).toMatch(/^TAV-/);
      const again = await post(route.create, stores.plain.storeId, first, await key('bound-key-1'));
      expect(again.body.bookingReference).toBe(made.body.bookingReference);

      const refusal = {
        code: 422,
        title: 'Unprocessable Entity',
        message:
          'This Idempotency-Key was already used for a different request. Send a new key for a new booking.',
      };
      const otherBody = await post(
        route.create,
        stores.plain.storeId,
        { ...first, adultCovers: 3 },
        await key('bound-key-1'),
      );
      expect(otherBody).toEqual({ status: 422, body: refusal });
      const otherSession = await post(
        route.create,
        stores.plain.storeId,
        first,
        await sessionHeaders({ 'idempotency-key': 'bound-key-1', sessionId: 'another-session-42' }),
      );
      expect(otherSession).toEqual({ status: 422, body: refusal });
      const otherStore = await post(route.create, '1002', first, await key('bound-key-1'));
      expect(otherStore).toEqual({ status: 422, body: refusal });
      const otherRoute = await post(
        route.enquiry,
        stores.plain.storeId,
        { ...first, adultCovers: 30 },
        await key('bound-key-1'),
      );
      expect(otherRoute.status).toBe(422);
      expect(await storedEmails('bound@example.com')).toBe(1);
    });

    it('answers 400 for a key longer than 255 characters, rather than cutting it', async () => {
      const long = 'k'.repeat(256);
      const { status, body } = await post(
        route.create,
        stores.plain.storeId,
        bookingRequest(date, '21:15', { emailAddress: 'long-key@example.com' }),
        await key(long),
      );
      expect(status).toBe(400);
      expect(body.message).toBe('The Idempotency-Key header must be 1 to 255 visible characters.');
      expect(await storedEmails('long-key@example.com')).toBe(0);
    });

    const storedEmails = async (email: string) =>
      (await handle.db.select({ n: count() }).from(bookings).where(eq(bookings.email, email)))[0]!
        .n;
  });

  describe('a card guarantees only its own session and e-mail', () => {
    it('refuses a vaulted card from another session or for another e-mail with code 5', async () => {
      const customerId = await vaultCard(
        handle.db,
        createTestGateway(),
        { nonce: testNonces.visa, firstName: 'Zoë', lastName: "O'Neill", email: 'zoe@example.com' },
        'card-session-0001',
      );
      const party = (email: string) =>
        bookingRequest(date, '18:00', {
          adultCovers: 8,
          emailAddress: email,
          braintreeCustomerId: customerId,
        });
      const inSession = (id: string) => sessionHeaders({ sessionId: id });

      const otherSession = await post(
        route.create,
        stores.plain.storeId,
        party('zoe@example.com'),
        await inSession('other-session-0001'),
      );
      expect(otherSession.body).toMatchObject({ code: 5, title: 'BOOKING_NEED_CREDIT_CARD' });
      const otherEmail = await post(
        route.create,
        stores.plain.storeId,
        party('someone@example.com'),
        await inSession('card-session-0001'),
      );
      expect(otherEmail.body).toMatchObject({ code: 5 });
      const own = await post(
        route.create,
        stores.plain.storeId,
        party('ZOE@example.com'),
        await inSession('card-session-0001'),
      );
      expect(own.body.bookingReference).toMatch(/^TAV-/);
    });
  });

  describe('no overbooking', () => {
    it('many concurrent creates for the last seats: exactly the capacity succeeds, the rest get code 4', async () => {
      const storeId = '1004';
      // 10 seats, 10 arrivals a slot: five parties of two fill the 19:00 slot.
      await setRules(handle.db, storeId, {
        seats: 10,
        coversPerSlot: 10,
        areas: [{ id: 'restaurant', name: 'Restaurant', seats: 10 }],
      });
      const attempts = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          post(
            route.create,
            storeId,
            bookingRequest(date, '19:00', { emailAddress: `race${i}@example.com` }),
          ),
        ),
      );
      const succeeded = attempts.filter((attempt) => attempt.status === 200);
      const refused = attempts.filter((attempt) => attempt.body?.code === 4);
      expect(succeeded).toHaveLength(5);
      expect(refused).toHaveLength(19);
      const [stored] = await handle.db
        .select({ n: count() })
        .from(bookings)
        .where(eq(bookings.storeId, storeId));
      expect(stored!.n).toBe(5);
    });

    it('a rush where one request reuses a stored key: the others still book up to capacity, each once', async () => {
      const storeId = '1007';
      // 8 seats: a party already booked with its key, then room for three more parties of two.
      await setRules(handle.db, storeId, {
        seats: 8,
        coversPerSlot: 8,
        areas: [{ id: 'restaurant', name: 'Restaurant', seats: 8 }],
      });
      const keyed = await sessionHeaders({ 'idempotency-key': 'rush-key-1' });
      const first = bookingRequest(date, '19:00', { emailAddress: 'rush-first@example.com' });
      const original = await post(route.create, storeId, first, keyed);
      expect(original.status).toBe(200);

      const [retry, reused, ...rush] = await Promise.all([
        post(route.create, storeId, first, keyed),
        post(route.create, storeId, { ...first, firstName: 'Other' }, keyed),
        ...Array.from({ length: 6 }, (_, i) =>
          post(
            route.create,
            storeId,
            bookingRequest(date, '19:00', { emailAddress: `rush${i}@example.com` }),
          ),
        ),
      ]);
      expect(retry!.body.bookingReference).toBe(original.body.bookingReference);
      expect(reused!.status).toBe(422);
      expect(rush.filter((attempt) => attempt.status === 200)).toHaveLength(3);
      expect(rush.filter((attempt) => attempt.body?.code === 4)).toHaveLength(3);
      const stored = await handle.db
        .select({ email: bookings.email })
        .from(bookings)
        .where(eq(bookings.storeId, storeId));
      expect(stored).toHaveLength(4);
      // Each booking has its one confirmation, and no refused request has one.
      for (const { email } of stored) {
        const [mail] = await handle.db
          .select({ n: count() })
          .from(outboxMail)
          .where(eq(outboxMail.to, email));
        expect(mail!.n).toBe(1);
      }
      const refusedEmails = rush
        .map((attempt, i) => (attempt.status === 200 ? null : `rush${i}@example.com`))
        .filter((email): email is string => email !== null);
      for (const email of refusedEmails) {
        const [mail] = await handle.db
          .select({ n: count() })
          .from(outboxMail)
          .where(eq(outboxMail.to, email));
        expect(mail!.n).toBe(0);
      }
    });

    it('availability shows a booking made in this process at once, though it keeps days it read', async () => {
      const storeId = '1008';
      await setRules(handle.db, storeId, {
        seats: 40,
        coversPerSlot: 2,
        areas: [{ id: 'restaurant', name: 'Restaurant', seats: 40 }],
      });
      const slotsAt1900 = async () => {
        const { body } = await call(route.availability, {
          method: 'POST',
          body: {
            stores: [{ storeId }],
            date: `${date}T19:00:00`,
            adultCovers: 2,
            childrenCovers: 0,
          },
        });
        return (body[0].timeSlots as { time: string }[]).map((slot) => slot.time);
      };
      expect(await slotsAt1900()).toContain('19:00');
      const booked = await post(
        route.create,
        storeId,
        bookingRequest(date, '19:00', { emailAddress: 'seen@example.com' }),
      );
      expect(booked.status).toBe(200);
      expect(await slotsAt1900()).not.toContain('19:00');
    });

    it('a retried create with the same Idempotency-Key returns the same reference and stores one booking', async () => {
      const storeId = '1005';
      const headers = await sessionHeaders({ 'idempotency-key': 'retry-key-123' });
      const request = bookingRequest(date, '20:00', { emailAddress: 'retry@example.com' });
      const [first, second, third] = await Promise.all([
        post(route.create, storeId, request, headers),
        post(route.create, storeId, request, headers),
        post(route.create, storeId, request, headers),
      ]);
      expect(first!.status).toBe(200);
      expect(second!.body.bookingReference).toBe(first!.body.bookingReference);
      expect(third!.body.bookingReference).toBe(first!.body.bookingReference);
      const [stored] = await handle.db
        .select({ n: count() })
        .from(bookings)
        .where(eq(bookings.email, 'retry@example.com'));
      expect(stored!.n).toBe(1);
    });
  });
});

/**
 * The clock sweep (lib/clock/sweep-instants.ts): at each instant, today's times at London Covent
 * Garden start after the London wall-clock minute and within the opening hours, and tomorrow's
 * start at opening. First and last offered times, or none; the last seating is an hour before
 * closing.
 */
const coventGardenTimes: Record<string, [today: string[], tomorrow: string[]]> = {
  '2026-12-05T10:59:00Z': [
    ['11:00', '22:00'],
    ['11:30', '21:00'],
  ],
  '2026-12-05T11:01:00Z': [
    ['11:15', '22:00'],
    ['11:30', '21:00'],
  ],
  '2026-12-05T22:59:00Z': [[], ['11:30', '21:00']],
  '2026-12-05T23:01:00Z': [[], ['11:30', '21:00']],
  '2026-12-05T23:59:00Z': [[], ['11:30', '21:00']],
  '2026-12-06T12:00:00Z': [
    ['12:15', '21:00'],
    ['11:30', '21:30'],
  ],
  '2027-03-28T00:59:00Z': [
    ['11:30', '21:00'],
    ['11:30', '21:30'],
  ],
  '2027-03-28T11:00:00Z': [
    ['12:15', '21:00'],
    ['11:30', '21:30'],
  ],
  '2027-10-31T00:30:00Z': [
    ['11:30', '21:00'],
    ['11:30', '21:30'],
  ],
  '2027-10-31T01:30:00Z': [
    ['11:30', '21:00'],
    ['11:30', '21:30'],
  ],
  // Christmas Eve closes at 16:00; Christmas Day is closed.
  '2026-12-24T23:59:00Z': [[], []],
  // New Year's Eve is open until 00:30 (last seating 23:30); New Year's Day 13:00-21:00.
  '2026-12-31T23:59:00Z': [[], ['13:00', '20:00']],
  '2027-01-01T00:15:00Z': [
    ['13:00', '20:00'],
    ['11:00', '22:00'],
  ],
};

describe.each(sweepInstants)('GET slots at $label', ({ instant }) => {
  let restoreSweepClock: () => void;
  beforeAll(() => {
    restoreSweepClock = pinClock(instant);
  });
  afterAll(() => restoreSweepClock());

  const timesOn = async (day: string) => {
    const { status, body } = await call(route.slots, {
      params: { storeId: '1001' },
      url: `/?occasionId=table&adults=2&children=0&dates=${day}&menuIds=a-la-carte&areaId=null`,
    });
    expect(status).toBe(200);
    return (body.dates[0].times as { time: string }[]).map((slot) => slot.time);
  };
  const range = (times: string[]) => (times.length ? [times[0], times.at(-1)] : []);
  const quarterHours = (times: string[]) =>
    times.every((time, i) => i === 0 || minutes(time) - minutes(times[i - 1]!) === 15);
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

  it("offers today's times from the next quarter hour and tomorrow's from opening", async () => {
    const today = londonDate(new Date(instant));
    const [expectedToday, expectedTomorrow] = coventGardenTimes[instant]!;
    const todays = await timesOn(today);
    const tomorrows = await timesOn(addDays(today, 1));
    expect(range(todays)).toEqual(expectedToday);
    expect(range(tomorrows)).toEqual(expectedTomorrow);
    expect(quarterHours(todays) && quarterHours(tomorrows)).toBe(true);
    expect(await timesOn(addDays(today, -1))).toEqual([]);
  });
});

describe('event occasions booked from the site (a Christmas party)', () => {
  const availability = (occasionId: string | undefined, on = date, adultCovers = 8) =>
    call(route.availability, {
      method: 'POST',
      body: {
        stores: [{ storeId: '1009', miles: 0.5 }],
        date: `${on}T19:00:00`,
        adultCovers,
        childrenCovers: 0,
        ...(occasionId ? { occasionId } : {}),
      },
    });

  it('POST availability with an occasionId: its times in season, none out of it', async () => {
    await setRules(handle.db, '1009', {});
    const party = await availability('christmas-party');
    expect(party.status).toBe(200);
    expect(party.body[0]).toMatchObject({
      storeId: '1009',
      occasionId: 'christmas-party',
      exactMatch: true,
      minimumCovers: 8,
    });
    expect(party.body[0].timeSlots.length).toBeGreaterThan(0);

    // The table stays the default; the party is not offered after its season, nor below its 8.
    expect((await availability(undefined)).body[0]).toMatchObject({ occasionId: 'table' });
    const january = await availability('christmas-party', '2027-01-08');
    expect(january.body[0]).toMatchObject({ occasionId: '', timeSlots: [] });
    expect((await availability('christmas-party', date, 6)).body[0].timeSlots).toEqual([]);
  });

  it('POST events: books the party and e-mails what was booked', async () => {
    // No card guarantee here: the card step is tested on its own.
    await setRules(handle.db, '1011', { cardGuaranteeFromCovers: 100 });
    const { status, body } = await post(route.event, '1011', {
      ...bookingRequest(date, '19:00', { adultCovers: 8, childCovers: 0 }),
      emailAddress: 'christmas-party@example.com',
      occasionId: 'christmas-party',
      menuIds: ['christmas-menu'],
    });
    expect(status).toBe(200);
    const [mail] = await handle.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, 'christmas-party@example.com'));
    expect(mail!.subject).toMatch(/^Your Christmas party at .+ is confirmed$/);
    expect(mail!.text).toContain(`Reference: ${body.bookingReference}`);
    expect(mail!.text).toContain('Occasion: Christmas party for 8 guests');
  });

  it('POST enquiry: a Christmas party of 25+ is an enquiry for that occasion', async () => {
    const { status } = await post(route.enquiry, '1011', {
      ...bookingRequest(date, '19:00', { adultCovers: 30, childCovers: 0 }),
      emailAddress: 'christmas-enquiry@example.com',
      occasionId: 'christmas-party',
      menuIds: ['christmas-menu'],
    });
    expect(status).toBe(200);
    const [stored] = await handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.email, 'christmas-enquiry@example.com'));
    expect(stored).toMatchObject({
      bookingType: 'enquiry',
      status: 'requested',
      occasionId: 'christmas-party',
    });
    const [mail] = await handle.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, 'christmas-enquiry@example.com'));
    expect(mail!.text).toContain('Occasion: Christmas party for 30 guests');
  });

  it('POST create: a Christmas party cannot be booked as a table (code 18)', async () => {
    const { body } = await post(route.create, '1011', {
      ...bookingRequest(date, '20:00', { adultCovers: 8, childCovers: 0 }),
      occasionId: 'christmas-party',
      menuIds: ['christmas-menu'],
    });
    expect(body).toMatchObject({ code: 18 });
  });
});
