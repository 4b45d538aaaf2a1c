import { bookingRequestSchema } from '../../booking-api.schema';
import { areas, christmasParty, customer, dinner, menus, slots } from '../testing/fixtures';
import { bookingKind, buildBookingRequest } from './alternative-request';
import { initialAlternativeState, type AlternativeBookingState } from './alternative-state';

const chosen: AlternativeBookingState = {
  ...initialAlternativeState(),
  step: 3,
  occasions: [dinner, christmasParty],
  selectedOccasionId: 'dinner',
  adultCovers: 4,
  childCovers: 2,
  selectedBookingDate: '2026-03-29',
  selectedBookingTime: '19:30',
  restaurantMenus: menus,
  selectedMenuId: 'set-menu',
  restaurantAreas: areas,
  selectedAreaId: 'terrace',
  slots: slots('19:30'),
};

describe('buildBookingRequest', () => {
  it('is a valid booking request with the choices of every step', () => {
    const request = buildBookingRequest(chosen, { ...customer, specialRequest: 'Window' }, 'leeds');
    expect(bookingRequestSchema.parse(request)).toMatchObject({
      restaurantId: 'leeds',
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada@example.com',
      mobilePhoneNumber: '07700900123',
      // The clocks went forward that night: the time is London wall-clock all the same.
      diningDateTime: '2026-03-29T19:30',
      bookingTime: '19:30',
      adultCovers: 4,
      childCovers: 2,
      occasionId: 'dinner',
      areaId: 'terrace',
      menuIds: ['set-menu'],
      menuName: 'Set menu',
      specialRequest: 'Window',
    });
  });

  it('leaves the area out when there is none', () => {
    const request = buildBookingRequest({ ...chosen, selectedAreaId: null }, customer, 'leeds');
    expect(request).toBeDefined();
    expect(request?.areaId).toBeUndefined();
  });

  it("carries the card's customer once the card is accepted, and not before", () => {
    const card = { ...chosen, braintreeCustomerId: 'cust-7' };
    expect(buildBookingRequest(card, customer, 'leeds')?.braintreeCustomerId).toBeUndefined();
    expect(
      buildBookingRequest({ ...card, cardAccepted: true }, customer, 'leeds')?.braintreeCustomerId,
    ).toBe('cust-7');
  });

  it('is none until a date and an offered time are chosen', () => {
    expect(buildBookingRequest({ ...chosen, selectedBookingTime: null }, customer, 'leeds')).toBe(
      undefined,
    );
    expect(buildBookingRequest({ ...chosen, selectedBookingDate: null }, customer, 'leeds')).toBe(
      undefined,
    );
    expect(
      buildBookingRequest({ ...chosen, selectedBookingTime: '21:00' }, customer, 'leeds'),
    ).toBeUndefined();
  });
});

describe('bookingKind', () => {
  it('is an enquiry for an enquiry, an event for an event occasion, else a booking', () => {
    expect(bookingKind(chosen)).toBe('booking');
    expect(bookingKind({ ...chosen, selectedOccasionId: 'christmas' })).toBe('event');
    expect(bookingKind({ ...chosen, selectedOccasionId: 'christmas', isEnquiry: true })).toBe(
      'enquiry',
    );
  });
});
