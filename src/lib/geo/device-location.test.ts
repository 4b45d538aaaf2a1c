import { DeviceLocationError, deviceLocation, deviceLocationOptions } from './device-location';

const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
function withGeolocation(geolocation: Partial<Geolocation> | undefined) {
  Object.defineProperty(globalThis, 'navigator', {
    value: { geolocation },
    configurable: true,
  });
}
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'navigator', original);
});

const failingWith = (code: number) => ({
  getCurrentPosition: (_: PositionCallback, failure?: PositionErrorCallback | null) =>
    failure?.({ code } as GeolocationPositionError),
});

describe('deviceLocation', () => {
  it('resolves to the position, asking for a rough and recent fix', async () => {
    const getCurrentPosition = jest.fn(
      (success: PositionCallback, _failure?: unknown, _options?: PositionOptions) =>
        success({ coords: { latitude: 53.8, longitude: -1.55 } } as GeolocationPosition),
    );
    withGeolocation({ getCurrentPosition });
    await expect(deviceLocation()).resolves.toEqual({ lat: 53.8, lon: -1.55 });
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual(deviceLocationOptions);
  });

  it('rejects as denied when the visitor refuses', async () => {
    withGeolocation(failingWith(1));
    await expect(deviceLocation()).rejects.toEqual(new DeviceLocationError('denied'));
    await expect(deviceLocation()).rejects.toHaveProperty('reason', 'denied');
  });

  it.each([
    ['position unavailable', 2],
    ['timed out', 3],
  ])('rejects as unavailable when the %s', async (_case, code) => {
    withGeolocation(failingWith(code));
    await expect(deviceLocation()).rejects.toHaveProperty('reason', 'unavailable');
  });

  it('rejects as unavailable without geolocation', async () => {
    withGeolocation(undefined);
    await expect(deviceLocation()).rejects.toHaveProperty('reason', 'unavailable');
  });
});
