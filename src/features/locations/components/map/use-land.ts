import { LAND_URL } from './land-extent';
import { useMapData } from './use-map-data';

/** public/maps/uk.json, as written by scripts/build-uk-map.ts. */
export interface LandMap {
  /** The paths are in Web-Mercator pixels at this zoom and tile size... */
  zoom: number;
  tileSize: number;
  /** ...counted from this pixel (the extent's north-west corner). */
  origin: [number, number];
  land: { name: string; d: string }[];
  borders: string;
}

function isLandMap(value: unknown): value is LandMap {
  const map = value as Partial<LandMap> | null;
  return (
    typeof map?.zoom === 'number' &&
    typeof map.tileSize === 'number' &&
    Array.isArray(map.origin) &&
    Array.isArray(map.land) &&
    typeof map.borders === 'string'
  );
}

/**
 * The coastline of the offline map, fetched after the map first paints; null until then, or if it
 * cannot be had, in which case the markers still work on a plain sea.
 */
export function useLand(): LandMap | null {
  return useMapData(LAND_URL, isLandMap);
}
