import { pinClock } from '@/lib/clock';
import { bookingRequestSchema } from '../../booking-api.schema';
import { createPartnerBookingProvider } from './create-partner-booking-provider';
import { startFakePartner, type FakePartner } from './testing/fake-partner';
import type { PartnerBookingProvider } from './partner-booking-provider';
import { partnerRestrictionsDate } from './partner-dates';
import { partnerAnswers, partnerCredentials } from './testing/partner-fixtures';

const quietLogger = { warn: jest.fn() };

let partner: FakePartner;
let provider: PartnerBookingProvider;

beforeEach(async () => {
  partner = await startFakePartner({ ...partnerCredentials, answers: partnerAnswers });
  provider = createPartnerBookingProvider({
    ...partnerCredentials,
    baseUrl: partner.baseUrl,
    sessionId: 'server-session-1',
    logger: quietLogger,
  });
});
afterEach(() => partner.close());

const guests = { occasionId: '7', adults: 4, children: 1 };
const lastCall = () => partner.calls().at(-1)!;

describe('the partner BookingProvider: each operation of the partner API', () => {
  it('getRestrictions: GET restrictions with the date as Y-M-D, answering occasions', async () => {
    const occasions = await provider.occasions('leeds-trinity', { date: '2026-03-05' });
    expect(lastCall()).toMatchObject({
      method: 'GET',
      path: '/restaurants/leeds-trinity/restrictions',
      query: { date: '2026-3-5' },
    });
    expect(occasions).toEqual([
      {
        id: '7',
        name: 'Dinner',
        type: 'standard',
        minimumCovers: 1,
        maximumCovers: 24,
        menuLinkGroup: { type: 'exclusive', menuLinks: [] },
        areaLinkGroup: { type: 'inclusive', areaLinks: [{ id: '3' }] },
      },
    ]);
  });

  it('sends the bearer token, the brand key and the session id with every call', async () => {
    await provider.occasions('leeds-trinity', { date: '2026-03-05' });
    await provider.occasions('leeds-trinity', { date: '2026-03-05' }, { sessionId: 'browser-7' });
    const [first, second] = partner.calls();
    expect(first!.headers).toMatchObject({
      authorization: 'Bearer partner-token-1',
      brandkey: 'tavola',
      sessionid: 'server-session-1',
      accept: 'application/json',
    });
    expect(second!.headers.sessionid).toBe('browser-7');
  });

  it('makes up a session id for reads when none is configured', async () => {
    const anonymous = createPartnerBookingProvider({
      ...partnerCredentials,
      baseUrl: partner.baseUrl,
      logger: quietLogger,
    });
    await anonymous.areas('leeds-trinity', { ...guests, dates: ['2026-03-29'] });
    await anonymous.areas('leeds-trinity', { ...guests, dates: ['2026-03-29'] });
    const [first, second] = partner.calls();
    expect(first!.headers.sessionid).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers.sessionid).toBe(first!.headers.sessionid);
  });

  it('availability: POST availability with the date as London wall clock', async () => {
    const request = {
      stores: [{ storeId: 'leeds-trinity', miles: 0.4 }],
      date: '2026-03-29T18:30:00Z', // 19:30 in London: the clocks went forward that night
      adultCovers: 4,
      childrenCovers: 1,
    };
    const stores = await provider.availability(request);
    expect(lastCall()).toMatchObject({
      method: 'POST',
      path: '/availability',
      body: { ...request, date: '2026-03-29T19:30' },
    });
    expect(lastCall().headers['content-type']).toBe('application/json');
    expect(stores).toEqual([
      {
        storeId: 'leeds-trinity',
        storeName: 'Tavola Leeds Trinity',
        occasionId: '7',
        timeSlots: [{ time: '19:15' }, { time: '19:30' }],
        exactMatch: true,
        isFirstChoice: true,
        miles: 0.4,
        isPlaceAsEnquiryEnabled: true,
        minimumCovers: 1,
        allowMultipleUpsells: false,
      },
    ]);
  });

  it('getZonalRestaurantAreas: GET areas', async () => {
    const areas = await provider.areas('leeds-trinity', {
      ...guests,
      dates: ['2026-03-29', '2026-03-30'],
    });
    expect(lastCall()).toMatchObject({
      method: 'GET',
      path: '/restaurants/leeds-trinity/areas',
      query: { occasionId: '7', adults: '4', children: '1', dates: '2026-03-29,2026-03-30' },
    });
    expect(areas).toEqual([{ id: '3', name: 'Terrace' }]);
  });

  it('getZonalRestaurantMenu: GET menus, dropping what the site does not know', async () => {
    const menus = await provider.menus('leeds-trinity', {
      occasionId: undefined,
      adults: 2,
      children: 0,
      dates: ['2026-03-29'],
      time: '19:30',
    });
    expect(lastCall()).toMatchObject({
      path: '/restaurants/leeds-trinity/menus',
      query: { adults: '2', children: '0', dates: '2026-03-29', time: '19:30' },
    });
    expect(lastCall().query).not.toHaveProperty('occasionId');
    expect(menus).toEqual([
      {
        id: 'm-1',
        name: 'A la carte',
        description: 'Our full menu',
        image: { file: { url: '//images.ctfassets.net/menu.jpg' } },
      },
      { id: 'm-2', name: 'Set menu', description: '', image: null },
    ]);
  });

  it('getRestaurantTimeSlots: GET timeslots', async () => {
    const slots = await provider.slots('leeds-trinity', {
      ...guests,
      dates: ['2026-03-29'],
      menuIds: ['m-1', 'm-2'],
      areaId: '3',
    });
    expect(lastCall()).toMatchObject({
      path: '/restaurants/leeds-trinity/timeslots',
      query: {
        ...{ occasionId: '7', adults: '4', children: '1' },
        menuIds: 'm-1,m-2',
        areaId: '3',
      },
    });
    expect(slots).toEqual({
      dates: [
        {
          date: '2026-03-29',
          times: [
            { time: '19:15', canEnquire: false },
            { time: '19:30', canEnquire: false },
          ],
        },
      ],
    });

    await provider.slots('leeds-trinity', {
      ...guests,
      dates: ['2026-03-29'],
      menuIds: [],
      areaId: undefined,
    });
    expect(Object.keys(lastCall().query).sort()).toEqual([
      'adults',
      'children',
      'dates',
      'occasionId',
    ]);
  });

  it("the calendar: one timeslots call for the month's dates from today, a day bookable when it has a time", async () => {
    const restoreClock = pinClock('2026-03-20T12:00:00Z');
    try {
      const month = await provider.calendar('leeds-trinity', {
        ...guests,
        month: '2026-03',
        menuIds: [],
        areaId: undefined,
      });
      expect(partner.calls()).toHaveLength(1);
      const dates = Array.from({ length: 12 }, (_, i) => `2026-03-${20 + i}`);
      expect(lastCall()).toMatchObject({
        path: '/restaurants/leeds-trinity/timeslots',
        query: { occasionId: '7', adults: '4', children: '1', dates: dates.join(',') },
      });
      expect(month.days).toHaveLength(31);
      expect(month.days[18]).toEqual({ date: '2026-03-19', status: 'unavailable', reason: 'past' });
      expect(month.days[28]).toEqual({ date: '2026-03-29', status: 'bookable' });
      expect(month.days[29]).toEqual({
        date: '2026-03-30',
        status: 'unavailable',
        reason: 'no-tables',
      });

      // A month already past asks the partner nothing.
      const february = await provider.calendar('leeds-trinity', {
        ...guests,
        month: '2026-02',
        menuIds: [],
        areaId: undefined,
      });
      expect(partner.calls()).toHaveLength(1);
      expect(february.days.every((day) => 'reason' in day && day.reason === 'past')).toBe(true);
    } finally {
      restoreClock();
    }
  });

  it('getRestaurantRequirements: GET requirements', async () => {
    const requirements = await provider.requirements('leeds-trinity', {
      ...guests,
      bookingDate: '2026-03-29',
      time: '19:30',
      menuId: 'm-1',
      areaId: undefined,
    });
    expect(lastCall()).toMatchObject({
      path: '/restaurants/leeds-trinity/requirements',
      query: { ...{ adults: '4' }, bookingDate: '2026-03-29', time: '19:30', menuId: 'm-1' },
    });
    expect(requirements).toEqual({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: true });
  });

  it('upsells: GET upsells', async () => {
    const upsells = await provider.upsells('leeds-trinity', {
      ...guests,
      bookingDate: '2026-03-29',
      time: '19:30',
      includeUnavailable: false,
    });
    expect(lastCall()).toMatchObject({
      path: '/restaurants/leeds-trinity/upsells',
      query: { bookingDate: '2026-03-29', time: '19:30', includeUnavailable: 'false' },
    });
    expect(upsells).toEqual([
      {
        id: 'u-1',
        name: 'Prosecco',
        description: 'A bottle on the table',
        image: null,
        minimumQuantity: 1,
        maximumQuantity: 4,
      },
    ]);
  });

  const request = bookingRequestSchema.parse({
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: 'ada@example.com',
    mobilePhoneNumber: '07700900123',
    diningDateTime: '2026-10-25T19:30',
    bookingTime: '19:30',
    adultCovers: 2,
    occasionId: '7',
    menuIds: ['m-1'],
    upsells: [{ id: 'u-1', quantity: 1 }],
  });

  it.each([
    ['createBooking', 'create', 'bookings', 'PB-1001'],
    ['createEnquiry', 'enquiry', 'enquiries', 'PE-2002'],
    ['createEvent', 'event', 'events', '3003'],
  ] as const)('%s: POST %s with the session and idempotency key', async (_op, kind, path, ref) => {
    const answer = await provider[kind]('leeds-trinity', request, {
      sessionId: 'browser-session-9',
      idempotencyKey: 'key-123',
    });
    expect(answer).toEqual({ bookingReference: ref });
    expect(lastCall()).toMatchObject({
      method: 'POST',
      path: `/restaurants/leeds-trinity/${path}`,
      body: { ...request, restaurantId: 'leeds-trinity' },
      headers: { sessionid: 'browser-session-9', 'idempotency-key': 'key-123' },
    });
  });

  it('sends a booking time with an offset as London wall clock', async () => {
    await provider.create(
      'leeds-trinity',
      { ...request, diningDateTime: '2026-10-25T19:30:00Z', bookingTime: undefined },
      { sessionId: 'browser-session-9' },
    );
    expect(lastCall().body).toMatchObject({
      diningDateTime: '2026-10-25T19:30', // GMT again: the clocks went back that morning
      bookingTime: '19:30',
    });
    expect(lastCall().headers).not.toHaveProperty('idempotency-key');
  });

  it('creditCardToken and creditCardSubmit', async () => {
    expect(await provider.creditCardToken()).toBe('client-token-abc');
    expect(lastCall()).toMatchObject({ method: 'GET', path: '/cards/client-token' });

    const card = { nonce: 'fake-valid-nonce', firstName: 'Ada', lastName: 'L', email: 'a@b.co' };
    expect(await provider.creditCardSubmit(card, { sessionId: 'browser-session-9' })).toEqual({
      customerId: 'customer-42',
    });
    expect(lastCall()).toMatchObject({ method: 'POST', path: '/cards', body: card });
  });

  it('escapes the store id in the path', async () => {
    await expect(provider.occasions('../cards', { date: '2026-03-05' })).rejects.toMatchObject({
      payload: { code: 3 },
    });
    expect(lastCall().path).toBe('/restaurants/..%2Fcards/restrictions');

    for (const storeId of ['..', '.']) {
      await expect(provider.occasions(storeId, { date: '2026-03-05' })).rejects.toMatchObject({
        payload: { code: 3 },
      });
    }
    expect(partner.calls()).toHaveLength(1);
  });
});

describe('partnerRestrictionsDate', () => {
  it.each([
    ['2026-03-05', '2026-3-5'],
    ['2026-12-25', '2026-12-25'],
    ['2027-01-10', '2027-1-10'],
  ])('%s -> %s', (date, expected) => {
    expect(partnerRestrictionsDate(date)).toBe(expected);
  });
});
