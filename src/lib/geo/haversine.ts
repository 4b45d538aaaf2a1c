/** A point on the Earth, in degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** The Earth's radius in miles (spec 1 §9, spec 2 §9). */
export const earthRadiusMiles = 3959;

/** The great-circle distance between two points in miles (the haversine formula). */
export function milesBetween(a: LatLon, b: LatLon): number {
  const radians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * radians;
  const dLon = (b.lon - a.lon) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}
