import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { JourneyRestaurant } from '@/features/locations';
import { pinClock } from '@/lib/clock';
import type { Occasion, Requirements } from '../booking-api.types';
import { bookingMessages } from '../booking-errors';
import type { BookingApi } from '../client/booking-api';
import { BookingApiError } from '../client/booking-api-error';
import type { BookingState } from '../state/booking-atoms';
import {
  alternativeStore,
  city,
  croydon,
  customer,
  menu,
  restaurant,
  soho,
  store,
  upsell,
} from '../state/testing/booking-fixtures';
import { BookingJourneyProvider } from '../state/booking-journey-provider';
import { submitLabel } from '../utils/journey-rules';
import { useBookingJourney } from './use-booking-journey';

const today = '2026-06-12';
const date = '2026-06-20';
const restaurants = [soho, city, croydon];
const plain: Requirements = { isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: false };

/** A booking API answering like a restaurant with two menus, one extra and no card guarantee. */
function fakeApi(overrides: Partial<BookingApi> = {}): jest.Mocked<BookingApi> {
  return {
    getOccasions: jest.fn(async () => ({ occasions: [] as Occasion[], bookableUntil: null })),
    checkAvailability: jest.fn(async () => ({
      success: true as const,
      data: [store(), alternativeStore],
    })),
    getAreas: jest.fn(async () => []),
    getBookingMenus: jest.fn(async () => [menu('a', 'A la carte'), menu('set', 'Set menu')]),
    getSlots: jest.fn(async () => []),
    getRequirements: jest.fn(async () => plain),
    getUpsells: jest.fn(async () => [upsell('prosecco')]),
    createBooking: jest.fn(async () => ({ bookingReference: 'TAV-100' })),
    createEnquiry: jest.fn(async () => ({ bookingReference: 'ENQ-200' })),
    createEvent: jest.fn(async () => ({ bookingReference: 'EVT-300' })),
    getCardClientToken: jest.fn(async () => 'client-token'),
    submitCard: jest.fn(async () => 'cust-42'),
    ...overrides,
  } as jest.Mocked<BookingApi>;
}

function renderJourney(
  api: BookingApi,
  {
    list = restaurants,
    initialState,
  }: { list?: JourneyRestaurant[]; initialState?: Partial<BookingState> } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BookingJourneyProvider initialState={initialState}>{children}</BookingJourneyProvider>
  );
  return renderHook(() => useBookingJourney({ api, restaurants: list, today }), { wrapper });
}

type Journey = ReturnType<typeof renderJourney>['result'];

/** Runs an action (and every call it makes) inside act. */
async function run(result: Journey, action: (a: Journey['current']['actions']) => unknown) {
  await act(async () => {
    await action(result.current.actions);
  });
}

/** Steps 1 and 2: Soho, chosen 0.4 miles from the search, for a party on the date. */
async function chooseParty(result: Journey, adults = 4, children = 1) {
  await run(result, (a) => {
    a.selectRestaurant(soho, 0.4);
    a.setParty({ adults, children, date, time: '19:30' });
  });
}

/** Steps 1 to 5: the party, the availability, a slot at `time`, menu 'a' and the upsells. */
async function throughUpsells(result: Journey, time = '19:30') {
  await chooseParty(result);
  await run(result, (a) => a.checkAvailability());
  await run(result, (a) => a.selectSlot(store(), time));
  await run(result, (a) => a.selectMenu(menu('a')));
  await run(result, (a) => a.confirmUpsells());
}

function events(): string[] {
  return ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event);
}

beforeEach(() => {
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('useBookingJourney', () => {
  it('takes a diner through a whole booking and sends createBooking the booking request', async () => {
    const api = fakeApi();
    const { result } = renderJourney(api);
    expect(result.current.state).toMatchObject({ step: 1, adultCovers: 2, childCovers: 0 });

    await chooseParty(result);
    expect(result.current.state.step).toBe(2);

    await run(result, (a) => a.checkAvailability());
    const [request] = api.checkAvailability.mock.calls[0]!;
    expect(request).toMatchObject({
      date: `${date}T19:30`,
      adultCovers: 4,
      childrenCovers: 1,
      stores: [{ storeId: 'soho', miles: 0.4 }, { storeId: 'city' }],
    });
    // The alternative is the closest other bookable restaurant, its miles from Soho.
    expect(request.stores[1]?.miles).toBeCloseTo(1.91, 2);
    expect(result.current.state).toMatchObject({ step: 3, selectedSlot: null });
    expect(result.current.state.availability).toHaveLength(2);

    await run(result, (a) => a.selectSlot(alternativeStore, '19:45'));
    expect(api.getBookingMenus).toHaveBeenCalledWith('city', {
      occasionId: 'table',
      adults: 4,
      children: 1,
      dates: date,
      time: '19:45',
    });
    expect(result.current.state.step).toBe(4);
    // The alternative is the restaurant booked now.
    expect(result.current.bookedRestaurant).toBe(city);

    await run(result, (a) => a.selectMenu(menu('set', 'Set menu')));
    expect(api.getUpsells).toHaveBeenCalledWith('city', {
      occasionId: 'table',
      adults: 4,
      children: 1,
      bookingDate: date,
      time: '19:45',
    });
    expect(result.current.state).toMatchObject({ step: 5, upsells: [upsell('prosecco')] });

    await run(result, (a) => a.setUpsellQuantity('prosecco', 2));
    await run(result, (a) => a.confirmUpsells());
    expect(api.getRequirements).toHaveBeenCalledWith('city', {
      occasionId: 'table',
      adults: 4,
      children: 1,
      bookingDate: date,
      time: '19:45',
      menuId: 'set',
    });
    expect(result.current.state.step).toBe(6);
    expect(submitLabel(result.current.state, 'Book Now')).toBe('Book Now');

    await run(result, (a) => a.submitDetails({ ...customer, phoneNumber: '07700 900 123' }));
    expect(api.createBooking).toHaveBeenCalledWith(
      'city',
      {
        restaurantId: 'city',
        firstName: 'Ada',
        lastName: 'Lovelace',
        emailAddress: 'ada@example.com',
        mobilePhoneNumber: '07700900123',
        diningDateTime: `${date}T19:45`,
        bookingTime: '19:45',
        adultCovers: 4,
        childCovers: 1,
        occasionId: 'table',
        menuIds: ['set'],
        menuName: 'Set menu',
        upsells: [{ id: 'prosecco', quantity: 2 }],
        upsellIds: ['prosecco'],
        specialRequest: 'A window table, please.',
        shouldReceivePromotions: true,
        shouldReceiveSms: false,
      },
      { idempotencyKey: expect.any(String) },
    );
    expect(api.createEnquiry).not.toHaveBeenCalled();
    expect(api.createEvent).not.toHaveBeenCalled();
    expect(result.current.state).toMatchObject({
      step: 8,
      confirmationNumber: 'TAV-100',
      bookingType: '',
      showBookingThanks: true,
    });
    expect(events()).toEqual([
      'booking_restaurant_selected',
      'booking_party_selected',
      'booking_availability_checked',
      'booking_slot_selected',
      'booking_menu_selected',
      'booking_upsells_confirmed',
      'booking_details_submitted',
      'booking_complete',
    ]);
  });

  it('places an enquiry for 25 guests, choosing the only slot, menu and (no) extras itself', async () => {
    const api = fakeApi({
      checkAvailability: jest.fn(async () => ({ success: true as const, data: [store()] })),
      getBookingMenus: jest.fn(async () => [menu('group', 'Group menu')]),
      getUpsells: jest.fn(async () => []),
      getRequirements: jest.fn(async () => ({
        isPlaceAsEnquiryEnabled: true,
        isCardGuaranteeRequired: true,
      })),
    });
    const { result } = renderJourney(api);
    await chooseParty(result, 20, 5);

    await run(result, (a) => a.checkAvailability());
    expect(result.current.state).toMatchObject({
      step: 6,
      selectedSlot: { storeId: 'soho', time: '19:30' },
      selectedMenu: menu('group', 'Group menu'),
      isEnquiry: true,
    });
    expect(submitLabel(result.current.state, 'Book Now')).toBe('Enquire now');

    await run(result, (a) => a.submitDetails(customer));
    // An enquiry holds no table: no card step even though the restaurant guarantees bookings.
    expect(api.submitCard).not.toHaveBeenCalled();
    expect(api.createBooking).not.toHaveBeenCalled();
    expect(api.createEnquiry).toHaveBeenCalledWith(
      'soho',
      expect.objectContaining({ adultCovers: 20, childCovers: 5, menuIds: ['group'] }),
      { idempotencyKey: expect.any(String) },
    );
    expect(result.current.state).toMatchObject({
      step: 8,
      confirmationNumber: 'ENQ-200',
      bookingType: 'enquiry',
      showBookingThanks: true,
    });
  });

  it('asks for a card guarantee, then books with the card’s customer id', async () => {
    const api = fakeApi({
      getRequirements: jest.fn(async () => ({
        isPlaceAsEnquiryEnabled: false,
        isCardGuaranteeRequired: true,
      })),
      submitCard: jest
        .fn()
        .mockRejectedValueOnce(new BookingApiError(402, null, bookingMessages.cardSubmitFailed))
        .mockResolvedValueOnce('cust-42'),
    });
    const { result } = renderJourney(api);
    await throughUpsells(result, '20:00');
    expect(submitLabel(result.current.state, 'Book Now')).toBe('Card Guarantee');

    await run(result, (a) => a.submitDetails(customer));
    expect(result.current.state.step).toBe(7);
    expect(api.createBooking).not.toHaveBeenCalled();

    // Book now waits for the card.
    await run(result, (a) => a.placeBooking());
    expect(api.createBooking).not.toHaveBeenCalled();

    await run(result, (a) => a.submitCard('nonce-1'));
    expect(api.submitCard).toHaveBeenLastCalledWith({
      Nonce: 'nonce-1',
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.com',
    });
    expect(result.current.state).toMatchObject({
      cardAccepted: false,
      cardErrorMessage: 'Something went wrong submitting card, please try again.',
    });

    await run(result, (a) => a.submitCard('nonce-2'));
    expect(result.current.state).toMatchObject({
      cardAccepted: true,
      braintreeCustomerId: 'cust-42',
      cardErrorMessage: null,
    });

    await run(result, (a) => a.placeBooking());
    expect(api.createBooking).toHaveBeenCalledWith(
      'soho',
      expect.objectContaining({ braintreeCustomerId: 'cust-42', bookingTime: '20:00' }),
      { idempotencyKey: expect.any(String) },
    );
    expect(result.current.state).toMatchObject({ step: 8, confirmationNumber: 'TAV-100' });
    expect(events()).toContain('booking_card_failed');
    expect(events()).toContain('booking_card_accepted');
  });

  it('sends the card customer id again when the card is replaced', async () => {
    const api = fakeApi();
    const { result } = renderJourney(api, {
      initialState: { step: 7, customer, braintreeCustomerId: 'cust-7', creditCardRequired: true },
    });
    await run(result, (a) => a.submitCard('nonce-3'));
    expect(api.submitCard).toHaveBeenCalledWith(expect.objectContaining({ CustomerId: 'cust-7' }));
  });

  it('shows a failed booking’s message and retries the same attempt with the same key', async () => {
    const api = fakeApi({
      createBooking: jest
        .fn()
        .mockRejectedValueOnce(new BookingApiError(409, { code: 4, title: 'NO_FREE_SLOT' }))
        .mockResolvedValueOnce({ bookingReference: undefined })
        .mockResolvedValueOnce({ bookingReference: 'TAV-101' }),
    });
    const { result } = renderJourney(api);
    await throughUpsells(result);

    await run(result, (a) => a.submitDetails(customer));
    expect(result.current.state).toMatchObject({
      step: 6,
      customer,
      bookingErrorMessage:
        'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.',
    });
    expect(events()).toContain('booking_failed');

    await run(result, (a) => a.placeBooking());
    expect(result.current.state.bookingErrorMessage).toBe(
      'Something went wrong trying to place your booking, please try again.',
    );

    await run(result, (a) => a.placeBooking());
    expect(result.current.state.confirmationNumber).toBe('TAV-101');
    const keys = api.createBooking.mock.calls.map(([, , options]) => options?.idempotencyKey);
    expect(keys[0]).toEqual(expect.any(String));
    expect(new Set(keys).size).toBe(1);

    // New details are a new attempt with a new key.
    await run(result, (a) => a.submitDetails({ ...customer, firstName: 'Grace' }));
    const lastKey = api.createBooking.mock.calls.at(-1)?.[2]?.idempotencyKey;
    expect(lastKey).not.toBe(keys[0]);
  });

  it('starts a same-day search at the next bookable quarter hour, never a time already past', async () => {
    // 19:10 UTC on 12 June is 20:10 in London (BST).
    const restore = pinClock('2026-06-12T19:10:00Z');
    try {
      const { result } = renderJourney(fakeApi());
      await run(result, (a) => {
        a.selectRestaurant(soho, 0.4);
        a.setParty({ adults: 2, children: 0, date: today, time: '19:30' });
      });
      expect(result.current.state.selectedBookingTime).toBe('20:15');

      await run(result, (a) => a.setParty({ adults: 2, children: 0, date, time: '19:30' }));
      expect(result.current.state.selectedBookingTime).toBe('19:30');
    } finally {
      restore();
    }
  });

  it('keeps each loading state for at least 200 ms, so it never flickers (spec 1 §9)', async () => {
    jest.useFakeTimers();
    try {
      // One restaurant with the time asked for: its time is chosen and its menus load at once.
      const api = fakeApi({
        checkAvailability: jest.fn(async () => ({ success: true as const, data: [store()] })),
      });
      const { result } = renderJourney(api);
      await chooseParty(result);
      let checked!: Promise<void>;
      act(() => {
        checked = result.current.actions.checkAvailability();
      });
      const after = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
      // The answers are instant; the spinners still show for 200 ms each.
      await after(199);
      expect(result.current.state.busy.availability).toBe(true);
      await after(1);
      expect(result.current.state.busy).toMatchObject({ availability: false, menus: true });
      await after(199);
      expect(result.current.state.busy.menus).toBe(true);
      await after(1);
      expect(result.current.state.busy.menus).toBe(false);
      await act(() => checked);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows no message for error code 0 unless its title is a socket timeout (spec 1 §8)', async () => {
    const api = fakeApi({
      createBooking: jest
        .fn()
        .mockRejectedValueOnce(new BookingApiError(500, { code: 0, title: 'OK' }))
        .mockRejectedValueOnce(
          new BookingApiError(500, { code: 0, title: 'ESOCKETTIMEDOUT: socket timeout' }),
        ),
    });
    const { result } = renderJourney(api);
    await throughUpsells(result);

    await run(result, (a) => a.submitDetails(customer));
    expect(result.current.state.bookingErrorMessage).toBe('');

    await run(result, (a) => a.placeBooking());
    expect(result.current.state.bookingErrorMessage).toBe(
      'Sorry, something went wrong. Please try again.',
    );
  });

  it('tells the diner how long to wait when there were too many attempts (429)', async () => {
    const tooMany = {
      code: 429,
      title: 'Too Many Requests',
      message:
        'Too many booking attempts from here. Please wait 10 minutes and try again, or call the restaurant to book.',
    };
    const cardLimit = {
      code: 429,
      title: 'Too Many Requests',
      message:
        'Too many card attempts. Please wait an hour and try again, or call the restaurant to book.',
    };
    const api = fakeApi({
      createBooking: jest.fn().mockRejectedValueOnce(new BookingApiError(429, tooMany)),
      submitCard: jest.fn().mockRejectedValueOnce(new BookingApiError(429, cardLimit)),
    });
    const { result } = renderJourney(api);
    await throughUpsells(result);
    await run(result, (a) => a.submitDetails(customer));
    expect(result.current.state.bookingErrorMessage).toBe(tooMany.message);

    await run(result, (a) => a.submitCard('nonce-1'));
    expect(result.current.state.cardErrorMessage).toBe(cardLimit.message);
  });

  it('clears the customer when an enquiry fails', async () => {
    const api = fakeApi({
      createEnquiry: jest.fn(async () => {
        throw new BookingApiError(400, { code: 1, title: 'BOOKING_NOT_SUPPORTED' });
      }),
    });
    const { result } = renderJourney(api, {
      initialState: {
        step: 6,
        restaurant: soho,
        adultCovers: 30,
        selectedBookingDate: date,
        selectedSlot: {
          storeId: 'soho',
          storeName: 'Tavola Soho',
          time: '19:30',
          occasionId: 'table',
        },
        selectedMenu: menu('a'),
        requirementsLoaded: true,
        isEnquiry: true,
      },
    });
    await run(result, (a) => a.submitDetails(customer));
    expect(result.current.state).toMatchObject({
      step: 6,
      customer: null,
      bookingErrorMessage:
        "Sorry, we don't take bookings for this restaurant, please contact them directly.",
    });
  });

  it('books an event occasion through the events call', async () => {
    const event: Occasion = {
      id: 'table',
      name: 'Christmas party',
      type: 'event',
      minimumCovers: 8,
      maximumCovers: 60,
      menuLinkGroup: { type: 'inclusive', menuLinks: [] },
      areaLinkGroup: { type: 'inclusive', areaLinks: [] },
    };
    const api = fakeApi({
      getOccasions: jest.fn(async () => ({ occasions: [event], bookableUntil: null })),
      getUpsells: jest.fn(async () => []),
    });
    const { result } = renderJourney(api);
    await chooseParty(result);
    await run(result, (a) => a.checkAvailability());
    await run(result, (a) => a.selectSlot(store(), '19:30'));
    expect(api.getOccasions).toHaveBeenCalledWith('soho', date);
    await run(result, (a) => a.selectMenu(menu('a')));
    await run(result, (a) => a.submitDetails(customer));
    expect(api.createEvent).toHaveBeenCalledTimes(1);
    expect(api.createBooking).not.toHaveBeenCalled();
    expect(result.current.state).toMatchObject({
      bookingType: 'event',
      confirmationNumber: 'EVT-300',
    });
  });

  it('opens on the occasion a #booking-{occasionId} link asked for and books it as an event', async () => {
    const table: Occasion = {
      id: 'table',
      name: 'Table booking',
      type: 'standard',
      minimumCovers: 1,
      maximumCovers: 100,
      menuLinkGroup: { type: 'exclusive', menuLinks: [] },
      areaLinkGroup: { type: 'exclusive', areaLinks: [] },
    };
    const party: Occasion = {
      ...table,
      id: 'christmas-party',
      name: 'Christmas party',
      type: 'event',
      minimumCovers: 8,
      maximumCovers: 60,
    };
    const api = fakeApi({
      getOccasions: jest.fn(async () => ({ occasions: [table, party], bookableUntil: null })),
      checkAvailability: jest.fn(async () => ({
        success: true as const,
        data: [store({ occasionId: 'christmas-party' })],
      })),
      getUpsells: jest.fn(async () => []),
    });
    const { result } = renderJourney(api, {
      initialState: { selectedOccasionId: 'christmas-party' },
    });
    await run(result, (a) => a.selectRestaurant(soho, 0.4));
    // The restaurant offers the party today: it stays chosen, and 2 adults grow to its 8.
    await waitFor(() => expect(result.current.state.occasions).toEqual([table, party]));
    expect(api.getOccasions).toHaveBeenCalledWith('soho', today);
    expect(result.current.state).toMatchObject({
      selectedOccasionId: 'christmas-party',
      adultCovers: 8,
    });

    await run(result, (a) =>
      a.setParty({ adults: 8, children: 0, date, time: '19:30', occasionId: 'christmas-party' }),
    );
    await waitFor(() => expect(api.getOccasions).toHaveBeenCalledWith('soho', date));
    await run(result, (a) => a.checkAvailability());
    expect(api.checkAvailability).toHaveBeenCalledWith(
      expect.objectContaining({ occasionId: 'christmas-party', adultCovers: 8 }),
    );
    expect(result.current.state.selectedSlot?.occasionId).toBe('christmas-party');
    await run(result, (a) => a.selectMenu(menu('a')));
    await run(result, (a) => a.submitDetails(customer));
    expect(api.createEvent).toHaveBeenCalledWith(
      'soho',
      expect.objectContaining({ occasionId: 'christmas-party', adultCovers: 8 }),
      { idempotencyKey: expect.any(String) },
    );
    expect(result.current.state).toMatchObject({
      bookingType: 'event',
      eventName: 'Christmas party',
      confirmationNumber: 'EVT-300',
    });
  });

  it('asks for a table when the restaurant does not offer the occasion asked for', async () => {
    const api = fakeApi();
    const { result } = renderJourney(api, {
      initialState: { selectedOccasionId: 'christmas-party' },
    });
    await run(result, (a) => a.selectRestaurant(soho, 0.4));
    await waitFor(() => expect(result.current.state.occasions).toEqual([]));
    expect(result.current.state).toMatchObject({ selectedOccasionId: null, adultCovers: 2 });
    await run(result, (a) => a.setParty({ adults: 2, children: 0, date, time: '19:30' }));
    await run(result, (a) => a.checkAvailability());
    expect(api.checkAvailability.mock.calls[0]![0]).not.toHaveProperty('occasionId');
  });

  it('shows the no-availability state when no restaurant has a time', async () => {
    const api = fakeApi({
      checkAvailability: jest.fn(async () => ({
        success: true as const,
        data: [store({ timeSlots: [], exactMatch: false })],
      })),
    });
    const { result } = renderJourney(api);
    await chooseParty(result);
    await run(result, (a) => a.checkAvailability());
    expect(result.current.state).toMatchObject({ step: 3, availability: [] });
    expect(result.current.state.availabilityMessage).toBe(
      "We're having trouble finding something suitable, however if you call us, we'll do what we can to book you in!",
    );
    expect(api.getBookingMenus).not.toHaveBeenCalled();
    expect(events()).toContain('booking_unavailable');
  });

  it('shows the same-day 25+ message for a large party today', async () => {
    const api = fakeApi({
      checkAvailability: jest.fn(async () => ({ success: true as const, data: [] })),
    });
    const { result } = renderJourney(api);
    await run(result, (a) => {
      a.selectRestaurant(soho);
      a.setParty({ adults: 25, children: 0, date: today, time: '19:30' });
    });
    await run(result, (a) => a.checkAvailability());
    expect(result.current.state.availabilityMessage).toBe(bookingMessages.sameDayLargeParty);
  });

  it('shows the message of an availability answer with success false', async () => {
    const api = fakeApi({
      checkAvailability: jest.fn(async () => ({
        success: false as const,
        message: 'Error checking availability',
      })),
    });
    const { result } = renderJourney(api);
    await chooseParty(result);
    await run(result, (a) => a.checkAvailability());
    expect(result.current.state).toMatchObject({
      step: 3,
      availabilityMessage: 'Error checking availability',
    });
  });

  it('shows the no-menus message when the restaurant has no menu for the party', async () => {
    const api = fakeApi({ getBookingMenus: jest.fn(async () => []) });
    const { result } = renderJourney(api);
    await chooseParty(result);
    await run(result, (a) => a.checkAvailability());
    await run(result, (a) => a.selectSlot(store(), '19:30'));
    expect(result.current.state).toMatchObject({ step: 4, selectedMenu: null });
    expect(result.current.state.menuMessage).toBe(
      "Unfortunately, we don't have any menus available for the selected date and number of guests. Please adjust your search criteria or call us, and we'll do what we can to book you in!",
    );
    expect(api.getUpsells).not.toHaveBeenCalled();
  });

  it('ignores an availability answer that arrives after the party was edited', async () => {
    let answer!: (value: Awaited<ReturnType<BookingApi['checkAvailability']>>) => void;
    const api = fakeApi({
      checkAvailability: jest.fn(() => new Promise((resolve) => (answer = resolve))),
    });
    const { result } = renderJourney(api);
    await chooseParty(result);
    let pending!: Promise<void>;
    act(() => {
      pending = result.current.actions.checkAvailability();
    });
    expect(result.current.state.busy.availability).toBe(true);
    await run(result, (a) => a.editParty());
    expect(result.current.state.busy.availability).toBe(false);
    await act(async () => {
      answer({ success: true, data: [store()] });
      await pending;
    });
    expect(result.current.state).toMatchObject({ step: 2, availability: null, selectedSlot: null });
    expect(api.getBookingMenus).not.toHaveBeenCalled();
  });

  it('ignores menus that arrive after the diner chose another time', async () => {
    const answers: ((menus: ReturnType<typeof menu>[]) => void)[] = [];
    const api = fakeApi({
      getBookingMenus: jest.fn(() => new Promise((resolve) => answers.push(resolve))),
    });
    const { result } = renderJourney(api);
    await chooseParty(result);
    await run(result, (a) => a.checkAvailability());
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = result.current.actions.selectSlot(store(), '19:00');
    });
    act(() => {
      second = result.current.actions.selectSlot(store(), '20:00');
    });
    await act(async () => {
      answers[1]!([menu('late'), menu('later')]);
      await second;
      answers[0]!([menu('early')]);
      await first;
    });
    expect(result.current.state.selectedSlot?.time).toBe('20:00');
    expect(result.current.state.restaurantMenus).toEqual([menu('late'), menu('later')]);
    expect(result.current.state.selectedMenu).toBeNull();
  });

  it('chooses the only restaurant of a single-restaurant brand', async () => {
    const { result } = renderJourney(fakeApi(), { list: [soho] });
    await waitFor(() => expect(result.current.state.restaurant).toBe(soho));
    expect(result.current.state.step).toBe(2);

    await run(result, (a) => a.reset({ clearRestaurant: true }));
    await waitFor(() => expect(result.current.state.restaurant).toBe(soho));
  });

  it('chooses no restaurant when the brand has none, or several', () => {
    expect(renderJourney(fakeApi(), { list: [] }).result.current.state.restaurant).toBeNull();
    expect(renderJourney(fakeApi()).result.current.state.restaurant).toBeNull();
  });

  it('keeps a restaurant that cannot be booked here on step 1 for its panel', async () => {
    const parcs = restaurant({ storeId: 'woburn', title: 'Tavola Center Parcs Woburn' });
    const { result } = renderJourney(fakeApi());
    await run(result, (a) => a.selectRestaurant(parcs));
    expect(result.current.state).toMatchObject({ step: 1, restaurant: parcs });
  });

  it('resets to the defaults on step 1, keeping the restaurant unless asked', async () => {
    const { result } = renderJourney(fakeApi());
    await chooseParty(result);
    await run(result, (a) => a.checkAvailability());
    await run(result, (a) => a.reset());
    expect(result.current.state).toMatchObject({
      step: 1,
      restaurant: soho,
      adultCovers: 2,
      childCovers: 0,
      selectedBookingTime: '19:30',
      availability: null,
    });
    await run(result, (a) => a.reset({ clearRestaurant: true }));
    expect(result.current.state.restaurant).toBeNull();
  });

  it('starts a group booking on step two, without a restaurant, for 25 guests', async () => {
    const { result } = renderJourney(fakeApi(), { initialState: { restaurant: soho, step: 3 } });
    await run(result, (a) => a.startGroupBooking());
    expect(result.current.state).toMatchObject({
      step: 2,
      restaurant: null,
      showGroupBooking: true,
      adultCovers: 25,
    });
    expect(events()).toEqual(['booking_group_opened']);
  });

  it('takes a group from its party to its restaurant, then straight to the times', async () => {
    const api = fakeApi();
    const { result } = renderJourney(api);
    await run(result, (a) => a.startGroupBooking());
    await run(result, (a) => a.setParty({ adults: 30, children: 0, date, time: '19:00' }));
    await run(result, (a) => a.checkAvailability());
    expect(result.current.state.step).toBe(1);
    expect(api.checkAvailability).not.toHaveBeenCalled();

    await run(result, (a) => a.selectRestaurant(soho, 0.4));
    await waitFor(() => expect(result.current.state.step).toBe(3));
    expect(api.checkAvailability).toHaveBeenCalledWith(
      expect.objectContaining({ adultCovers: 30, date: `${date}T19:00` }),
    );
  });

  it('holds the table a diner picks, and lets it go on Edit and when the journey closes', async () => {
    const holdTable = jest.fn(async () => '2026-06-12T10:10:00.000Z');
    const releaseTable = jest.fn(async () => undefined);
    const api = fakeApi({ holdTable, releaseTable });
    const { result, unmount } = renderJourney(api);
    await chooseParty(result);
    await run(result, (a) => a.checkAvailability());
    expect(holdTable).not.toHaveBeenCalled();
    // Edit before anything is held sends nothing.
    await run(result, (a) => a.editParty());
    expect(releaseTable).not.toHaveBeenCalled();
    await run(result, (a) => a.checkAvailability());

    await run(result, (a) => a.selectSlot(alternativeStore, '19:45'));
    expect(holdTable).toHaveBeenCalledWith('city', {
      diningDateTime: `${date}T19:45`,
      adultCovers: 4,
      childCovers: 1,
      occasionId: 'table',
    });
    await run(result, (a) => a.editSlot());
    expect(releaseTable).toHaveBeenCalledTimes(1);

    await run(result, (a) => a.selectSlot(store(), '20:00'));
    expect(holdTable).toHaveBeenCalledTimes(2);
    unmount();
    expect(releaseTable).toHaveBeenCalledTimes(2);
  });

  it('books as usual when the hold cannot be had', async () => {
    const api = fakeApi({
      holdTable: jest.fn(async () => {
        throw new BookingApiError(409, { code: 4 });
      }),
    });
    const { result } = renderJourney(api);
    await chooseParty(result);
    await run(result, (a) => a.checkAvailability());
    await run(result, (a) => a.selectSlot(store(), '19:30'));
    expect(result.current.state.step).toBe(4);
    expect(result.current.state).toMatchObject({
      availabilityMessage: null,
      bookingErrorMessage: null,
    });
  });

  it('starts from a seeded state (BookingJourneyProvider initialState)', () => {
    const { result } = renderJourney(fakeApi(), {
      initialState: { step: 4, restaurant: city, adultCovers: 6 },
    });
    expect(result.current.state).toMatchObject({
      step: 4,
      restaurant: city,
      adultCovers: 6,
      childCovers: 0,
    });
  });
});
