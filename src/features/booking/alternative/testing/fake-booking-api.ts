import type { BookingApi } from '../../client/booking-api';
import { areas, christmasParty, dinner, menus, slots } from './fixtures';

/**
 * A BookingApi for tests: a plain object whose every method is a jest mock answering the fixtures
 * (two occasions, three menus, two areas, three times); override any method to change an answer.
 */
export function fakeBookingApi(overrides: Partial<BookingApi> = {}): jest.Mocked<BookingApi> {
  const unused = (name: string) => () => Promise.reject(new Error(`${name} is not used`));
  return {
    getOccasions: jest
      .fn()
      .mockResolvedValue({ occasions: [dinner, christmasParty], bookableUntil: '2026-09-23' }),
    checkAvailability: jest.fn(unused('checkAvailability')),
    getBookingMenus: jest.fn().mockResolvedValue(menus),
    getAreas: jest.fn().mockResolvedValue(areas),
    getSlots: jest.fn().mockResolvedValue(slots('18:00', '18:30', '19:00')),
    getRequirements: jest
      .fn()
      .mockResolvedValue({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false }),
    getUpsells: jest.fn(unused('getUpsells')),
    createBooking: jest.fn().mockResolvedValue({ bookingReference: 'TAV-1001' }),
    createEnquiry: jest.fn().mockResolvedValue({ bookingReference: 'ENQ-2002' }),
    createEvent: jest.fn().mockResolvedValue({ bookingReference: 'EVT-3003' }),
    getCardClientToken: jest.fn(unused('getCardClientToken')),
    submitCard: jest.fn(unused('submitCard')),
    ...overrides,
  } as jest.Mocked<BookingApi>;
}
