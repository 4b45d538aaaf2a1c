import { count, eq } from 'drizzle-orm';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/test-database';
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
import { apiHandler } from '@/lib/http';
import {
  bookingRequest,
  call,
  daysFromToday,
  seedRestaurants,
  sessionHeaders,
  setRules,
} from './testing/booking-api-harness';

process.env.LOG_LEVEL = 'silent';
process.env.TOKEN_SECRET = 'integration-test-token-secret';

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
// A Saturday a few weeks ahead, inside the Christmas party season when run in November/December.
const date = daysFromToday(12);

beforeAll(async () => {
  handle = await createTestDatabase();
  restore = installDatabase(handle);
  stores = await seedRestaurants();
});
afterAll(async () => {
  restore();
  await handle.close();
});

const post = (
  handler: typeof route.create,
  storeId: string,
  body: unknown,
  headers = sessionHeaders(),
) => call(handler, { method: 'POST', params: { storeId }, body, headers });

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
      url: '/?date=2027-12-10',
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
      url: `/?${query}&time=19:00`,
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
    const inSeason = '2027-12-10';
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
        ...bookingRequest('2027-07-10', '19:00'),
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
      const yesterday = daysFromToday(-1);
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
      const today = daysFromToday(0);
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
        sessionHeaders({ brandKey: 'someone-else' }),
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

    it('a retried create with the same Idempotency-Key returns the same reference and stores one booking', async () => {
      const storeId = '1005';
      const headers = sessionHeaders({ 'idempotency-key': 'retry-key-123' });
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
