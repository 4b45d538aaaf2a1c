import { latitudeOfMercatorY, mercatorX, mercatorY } from '@/lib/geo';
import type { LatLng } from './map-types';

/**
 * Web-Mercator, the projection of map tiles, on the map's own `{ lat, lng }` points (the maths is
 * src/lib/geo's). World coordinates run from 0 to 1 (x east from the antimeridian, y south from
 * about 85.05°N); at zoom z the world is TILE_SIZE * 2^z pixels wide.
 */
export interface WorldPoint {
  x: number;
  y: number;
}

/** Pixels per tile when drawing: 256, as Google Maps, so a zoom level means the same on both maps. */
export const TILE_SIZE = 256;

export function project({ lat, lng }: LatLng): WorldPoint {
  return { x: mercatorX(lng), y: mercatorY(lat) };
}

export function unproject({ x, y }: WorldPoint): LatLng {
  return { lat: latitudeOfMercatorY(y), lng: x * 360 - 180 };
}

/** The width of the world in pixels at a zoom level. */
export function worldSize(zoom: number, tileSize = TILE_SIZE): number {
  return tileSize * 2 ** zoom;
}
