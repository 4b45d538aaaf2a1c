import type { LatLon } from './haversine';

/** Why the device's location could not be had: the visitor said no, or the device could not tell. */
export type DeviceLocationFailure = 'denied' | 'unavailable';

/** A failed `deviceLocation()`: `reason` tells a refusal from a device that cannot say. */
export class DeviceLocationError extends Error {
  constructor(readonly reason: DeviceLocationFailure) {
    super(`The device location is ${reason}`);
    this.name = 'DeviceLocationError';
  }
}

/** A rough fix is enough to rank places by distance; one from the last five minutes will do. */
export const deviceLocationOptions: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 300_000,
};

/**
 * Where the device is, from the browser's geolocation (which asks the visitor first). Rejects with
 * a DeviceLocationError: 'denied' when the visitor refuses (or has location services off),
 * 'unavailable' when the browser has no geolocation, times out or cannot find a position.
 */
export function deviceLocation(options: PositionOptions = deviceLocationOptions): Promise<LatLon> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) return reject(new DeviceLocationError('unavailable'));
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lon: coords.longitude }),
      // GeolocationPositionError.PERMISSION_DENIED is 1 (not every browser has the constant).
      (error) => reject(new DeviceLocationError(error?.code === 1 ? 'denied' : 'unavailable')),
      options,
    );
  });
}
