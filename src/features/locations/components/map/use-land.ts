import { useEffect, useState } from 'react';
import { LAND_URL } from './land-extent';

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

// One download per page, however many maps mount; a failure is forgotten so a later map retries.
let request: Promise<LandMap | null> | undefined;

function loadLand(): Promise<LandMap | null> {
  request ??= fetch(LAND_URL)
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => (isLandMap(body) ? body : null))
    .catch(() => null)
    .then((land) => {
      if (!land) request = undefined;
      return land;
    });
  return request;
}

/**
 * The coastline of the offline map, fetched after the map first paints; null until then, or if it
 * cannot be had, in which case the markers still work on a plain sea.
 */
export function useLand(): LandMap | null {
  const [land, setLand] = useState<LandMap | null>(null);
  useEffect(() => {
    if (typeof fetch !== 'function') return;
    let mounted = true;
    void loadLand().then((loaded) => {
      if (mounted) setLand(loaded);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return land;
}
