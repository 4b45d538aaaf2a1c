/**
 * Directions to a point in Google Maps (spec 1 §2: "a directions link to a maps service using
 * lat,lng"), the documented Maps URLs form, which opens the maps app on phones.
 */
export function directionsUrl({ lat, lon }: { lat: number; lon: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lon}`;
}
