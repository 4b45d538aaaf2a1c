import { milesBetween, type LatLon } from '@/lib/geo';
import type { PostcodeArea } from '../../utils/postcode-areas';
import type { GazetteerPlace } from './gazetteer';

/** The place nearest a point (haversine), with its distance in miles; null for no places. */
export function nearestPlace<P extends LatLon>(
  point: LatLon,
  places: Iterable<P>,
): { place: P; miles: number } | null {
  let best: { place: P; miles: number } | null = null;
  for (const place of places) {
    const miles = milesBetween(point, place);
    if (!best || miles < best.miles) best = { place, miles };
  }
  return best;
}

/**
 * Rough centres of the eight London postcode areas, which all have London as their post town.
 * Approximate by design (each area is tens of square miles): enough to tell Clapham (SW) from
 * Islington (N), not to place a street.
 */
export const londonAreaCentres: Record<'E' | 'EC' | 'N' | 'NW' | 'SE' | 'SW' | 'W' | 'WC', LatLon> =
  {
    E: { lat: 51.535, lon: -0.03 },
    EC: { lat: 51.518, lon: -0.094 },
    N: { lat: 51.565, lon: -0.105 },
    NW: { lat: 51.55, lon: -0.19 },
    SE: { lat: 51.46, lon: -0.06 },
    SW: { lat: 51.46, lon: -0.17 },
    W: { lat: 51.51, lon: -0.2 },
    WC: { lat: 51.518, lon: -0.12 },
  };

/**
 * The postcode area a point is probably in: the area whose town is nearest (near Leeds, `LS`),
 * London's eight areas each standing at its own centre rather than all at Charing Cross. An
 * approximation: areas are not circles around their towns, so near a boundary the nearer town may
 * be across it (Cape Wrath, in IV, is nearer Stornoway than Inverness).
 */
export function postcodeAreaNear(
  point: LatLon,
  areaTowns: ReadonlyMap<PostcodeArea, GazetteerPlace>,
): PostcodeArea | null {
  const london = areaTowns.get('EC');
  const candidates: (LatLon & { area: PostcodeArea })[] = [];
  for (const [area, town] of areaTowns) {
    if (town !== london) candidates.push({ area, lat: town.lat, lon: town.lon });
  }
  if (london) {
    for (const [area, centre] of Object.entries(londonAreaCentres)) {
      candidates.push({ area: area as PostcodeArea, ...centre });
    }
  }
  return nearestPlace(point, candidates)?.place.area ?? null;
}
