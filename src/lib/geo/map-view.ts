import type { LatLon } from './haversine';

/**
 * The map the zoom is computed for (spec 1 §9, spec 2 §9): 390 by 480 pixels, tiles of 512 pixels,
 * zoom levels 0 to 18. A marker click zooms to the maximum.
 */
export const mapGeometry = { width: 390, height: 480, tileSize: 512, maxZoom: 18 } as const;

export interface MapViewOptions {
  /** The map's size in pixels (default 390 by 480). */
  width?: number;
  height?: number;
  /** The pixel size of one Web-Mercator tile: the world is `tileSize * 2^zoom` pixels wide (512). */
  tileSize?: number;
  minZoom?: number;
  /** The closest zoom to fit to, even for one marker or markers at one spot (default 18). */
  maxZoom?: number;
  /** Pixels kept clear on every side, so a marker drawn above its point stays inside (default 0). */
  padding?: number;
}

/** Where a map looks and how close: the centre and a whole zoom level. */
export interface MapView {
  centre: LatLon;
  zoom: number;
}

// Web Mercator stops short of the poles; beyond this latitude y runs off the square world.
const maxLatitude = 85.05112878;

/** The Web-Mercator x of a longitude, as a fraction of the world's width (0 west, 1 east). */
export function mercatorX(lon: number): number {
  return (lon + 180) / 360;
}

/** The Web-Mercator y of a latitude, as a fraction of the world's height (0 north, 1 south). */
export function mercatorY(lat: number): number {
  const clamped = Math.max(-maxLatitude, Math.min(maxLatitude, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** The latitude of a Web-Mercator y (the inverse of `mercatorY`). */
export function latitudeOfMercatorY(y: number): number {
  return (360 / Math.PI) * Math.atan(Math.exp((0.5 - y) * 2 * Math.PI)) - 90;
}

/**
 * The view that shows every point: centred on the middle of their bounds in Mercator space (so the
 * points sit evenly north and south on screen) at the closest whole zoom at which the bounds fit
 * inside the map less its padding. Null for no points.
 */
export function fitMapView(
  points: readonly LatLon[],
  options: MapViewOptions = {},
): MapView | null {
  if (points.length === 0) return null;
  const {
    width = mapGeometry.width,
    height = mapGeometry.height,
    tileSize = mapGeometry.tileSize,
    minZoom = 0,
    maxZoom = mapGeometry.maxZoom,
    padding = 0,
  } = options;

  const xs = points.map((point) => mercatorX(point.lon));
  const ys = points.map((point) => mercatorY(point.lat));
  const [west, east] = [Math.min(...xs), Math.max(...xs)];
  const [north, south] = [Math.min(...ys), Math.max(...ys)];

  // At zoom z the world is tileSize * 2^z pixels wide, so a span s fits p pixels while
  // tileSize * 2^z * s <= p, i.e. z <= log2(p / (tileSize * s)). A zero span fits at any zoom.
  const zoomToFit = (pixels: number, span: number) =>
    span === 0 ? Infinity : Math.log2(Math.max(pixels, 1) / (tileSize * span));
  const fitted = Math.min(
    zoomToFit(width - 2 * padding, east - west),
    zoomToFit(height - 2 * padding, south - north),
  );
  const zoom = Math.max(minZoom, Math.min(maxZoom, Math.floor(fitted)));

  return {
    centre: { lat: latitudeOfMercatorY((north + south) / 2), lon: ((west + east) / 2) * 360 - 180 },
    zoom,
  };
}
