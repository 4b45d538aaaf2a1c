import { getBookingProvider } from './get-booking-provider';

jest.mock('@/lib/config', () => ({
  getConfig: () => ({
    BOOKING_PROVIDER: 'partner',
    PARTNER_BOOKING_URL: 'http://127.0.0.1:9/partner',
    PARTNER_BOOKING_CLIENT_ID: 'client',
    PARTNER_BOOKING_CLIENT_SECRET: 'secret',
    BRAND: 'tavola',
    LOG_LEVEL: 'silent',
  }),
}));

describe('getBookingProvider', () => {
  it('gives the partner provider, one per process, when BOOKING_PROVIDER=partner', () => {
    const provider = getBookingProvider();
    expect(typeof provider.availability).toBe('function');
    expect(getBookingProvider()).toBe(provider);
  });
});
