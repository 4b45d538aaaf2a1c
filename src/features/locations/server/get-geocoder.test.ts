import { getGeocoder } from './get-geocoder';

jest.mock('@/lib/config', () => ({
  getConfig: () => ({
    GEOCODER: 'postcodes.io',
    POSTCODES_IO_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'silent',
  }),
}));

describe('getGeocoder', () => {
  it('gives the postcodes.io geocoder, one per process, when GEOCODER=postcodes.io', async () => {
    const geocoder = getGeocoder();
    expect(getGeocoder()).toBe(geocoder);
    // It calls the configured URL, where nothing listens: the failure is the service's, a 502.
    await expect(geocoder.search('Leeds')).rejects.toMatchObject({ status: 502 });
  });
});
