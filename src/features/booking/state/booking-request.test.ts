import { bookingRequestSchema } from '../booking-api.schema';
import { initialBookingState, type BookingState } from './booking-atoms';
import { customer, menu } from './testing/booking-fixtures';
import { bookingRequestOf, bookingTypeOf } from './booking-request';

const ready: BookingState = {
  ...initialBookingState,
  step: 6,
  adultCovers: 3,
  childCovers: 2,
  selectedBookingDate: '2026-06-20',
  selectedBookingTime: '19:30',
  selectedSlot: { storeId: 'city', storeName: 'Tavola City', time: '19:45', occasionId: 'table' },
  selectedMenu: menu('set', 'Set menu'),
  selectedUpsells: [{ id: 'prosecco', quantity: 2 }],
  customer: { ...customer, phoneNumber: '07700 900 123' },
};

describe('bookingRequestOf (spec 1 §3 "Booking request")', () => {
  it('builds a request the booking schema accepts, at the confirmed slot’s store and time', () => {
    const request = bookingRequestOf(ready);
    expect(request).toEqual({
      restaurantId: 'city',
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada@example.com',
      mobilePhoneNumber: '07700900123',
      diningDateTime: '2026-06-20T19:45',
      bookingTime: '19:45',
      adultCovers: 3,
      childCovers: 2,
      occasionId: 'table',
      menuIds: ['set'],
      menuName: 'Set menu',
      upsells: [{ id: 'prosecco', quantity: 2 }],
      upsellIds: ['prosecco'],
      specialRequest: 'A window table, please.',
      shouldReceivePromotions: true,
      shouldReceiveSms: false,
    });
    expect(bookingRequestSchema.safeParse(request).success).toBe(true);
  });

  it('names the card customer only once the card was accepted', () => {
    expect(bookingRequestOf({ ...ready, braintreeCustomerId: 'c-1' })).not.toHaveProperty(
      'braintreeCustomerId',
    );
    expect(
      bookingRequestOf({ ...ready, braintreeCustomerId: 'c-1', cardAccepted: true }),
    ).toMatchObject({ braintreeCustomerId: 'c-1' });
  });

  it('leaves out an occasion the availability answer did not name', () => {
    const slot = { ...ready.selectedSlot!, occasionId: '' };
    expect(bookingRequestOf({ ...ready, selectedSlot: slot })).not.toHaveProperty('occasionId');
  });

  it('is undefined without details, a slot or a date', () => {
    expect(bookingRequestOf({ ...ready, customer: null })).toBeUndefined();
    expect(bookingRequestOf({ ...ready, selectedSlot: null })).toBeUndefined();
    expect(bookingRequestOf({ ...ready, selectedBookingDate: null })).toBeUndefined();
  });
});

describe('bookingTypeOf', () => {
  it('is an enquiry first, then an event, else a plain booking', () => {
    expect(bookingTypeOf({ isEnquiry: true, isEvent: true })).toBe('enquiry');
    expect(bookingTypeOf({ isEnquiry: false, isEvent: true })).toBe('event');
    expect(bookingTypeOf({ isEnquiry: false, isEvent: false })).toBe('');
  });
});
