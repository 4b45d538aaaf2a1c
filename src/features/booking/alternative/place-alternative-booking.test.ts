import { bookingMessages } from '../booking-errors';
import { BookingApiError } from '../client/booking-api-error';
import { completedBooking, placeAlternativeBooking } from './place-alternative-booking';
import { initialAlternativeState, type AlternativeBookingState } from './state/alternative-state';
import { fakeBookingApi } from './testing/fake-booking-api';
import { areas, christmasParty, customer, dinner, menus, slots } from './testing/fixtures';

const chosen: AlternativeBookingState = {
  ...initialAlternativeState(),
  step: 3,
  occasions: [dinner, christmasParty],
  selectedOccasionId: 'dinner',
  adultCovers: 2,
  selectedBookingDate: '2026-10-25',
  selectedBookingTime: '18:30',
  restaurantMenus: menus,
  selectedMenuId: 'a-la-carte',
  restaurantAreas: areas,
  selectedAreaId: 'restaurant',
  slots: slots('18:30'),
};

describe('placeAlternativeBooking', () => {
  it('creates a booking and answers its reference', async () => {
    const api = fakeBookingApi();
    const result = await placeAlternativeBooking(api, 'leeds', chosen, customer);
    expect(result).toEqual({ kind: 'booking', placed: true, reference: 'TAV-1001' });
    expect(api.createBooking).toHaveBeenCalledWith(
      'leeds',
      expect.objectContaining({ diningDateTime: '2026-10-25T18:30', menuIds: ['a-la-carte'] }),
    );
    expect(api.createEvent).not.toHaveBeenCalled();
  });

  it('creates an event for an event occasion and an enquiry for an enquiry', async () => {
    const api = fakeBookingApi();
    const event = { ...chosen, selectedOccasionId: 'christmas' };
    expect(await placeAlternativeBooking(api, 'leeds', event, customer)).toMatchObject({
      kind: 'event',
      reference: 'EVT-3003',
    });
    const enquiry = { ...event, isEnquiry: true };
    expect(await placeAlternativeBooking(api, 'leeds', enquiry, customer)).toMatchObject({
      kind: 'enquiry',
      reference: 'ENQ-2002',
    });
    expect(api.createBooking).not.toHaveBeenCalled();
  });

  it("answers the catalogue's message for a refusal, and the booking failure for no reference", async () => {
    const refused = fakeBookingApi({
      createBooking: jest.fn().mockRejectedValue(new BookingApiError(409, { code: 4 })),
    });
    expect(await placeAlternativeBooking(refused, 'leeds', chosen, customer)).toEqual({
      kind: 'booking',
      placed: false,
      message:
        'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.',
    });
    const noReference = fakeBookingApi({
      createBooking: jest.fn().mockResolvedValue({ bookingReference: undefined }),
    });
    expect(await placeAlternativeBooking(noReference, 'leeds', chosen, customer)).toEqual({
      kind: 'booking',
      placed: false,
      message: bookingMessages.bookingFailed,
    });
  });
});

describe('completedBooking', () => {
  it('hands the thanks panel the party, the slot, the menu and the area; an event is a booking', () => {
    expect(completedBooking(chosen, customer, 'event', 'EVT-1')).toEqual({
      kind: 'booking',
      reference: 'EVT-1',
      customer,
      adults: 2,
      children: 0,
      date: '2026-10-25',
      time: '18:30',
      menu: menus[0],
      area: areas[0],
    });
    expect(completedBooking(chosen, customer, 'enquiry', 'ENQ-1').kind).toBe('enquiry');
  });
});
