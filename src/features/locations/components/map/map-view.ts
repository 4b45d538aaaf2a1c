import { fitMapView } from '@/lib/geo';
import type { Extent } from './land-extent';
import type { LatLng, MapMarker, MapView } from './map-types';
import { project, unproject, worldSize } from './web-mercator';

/** Zoom limits of a map of the UK: 5 shows all of it, 18 is street level (spec 2 §9). */
export const MIN_ZOOM = 5;
export const MAX_ZOOM = 18;
/**
 * How close the offline map always goes: it has no streets and its coast is drawn to a pixel at
 * zoom 11, but at 12 a place name is still in view around every restaurant of both brands
 * (offline-detail.test.ts). Closer than that only where names are still in view (`detailZoom`).
 */
export const OFFLINE_DETAIL_ZOOM = 12;

/** The whole UK: the view when there is nothing to fit. */
export const UK_VIEW: MapView = { centre: { lat: 54.5, lng: -3 }, zoom: MIN_ZOOM };

export function clampZoom(zoom: number, maxZoom = MAX_ZOOM): number {
  return Math.min(maxZoom, Math.max(MIN_ZOOM, zoom));
}

/**
 * The view that shows all the points, centred on their bounds; null when there are none.
 * The zoom is worked out for a map of 390 by 480 pixels with 512-pixel tiles (spec 2 §9, in
 * src/lib/geo). Drawn with 256-pixel tiles, the points then take at most the middle half of such
 * a map, which leaves room for the markers themselves and still fits them on a phone.
 */
export function fitView(points: LatLng[], maxZoom = MAX_ZOOM): MapView | null {
  const fitted = fitMapView(
    points.map(({ lat, lng }) => ({ lat, lon: lng })),
    { minZoom: MIN_ZOOM, maxZoom },
  );
  return (
    fitted && { centre: { lat: fitted.centre.lat, lng: fitted.centre.lon }, zoom: fitted.zoom }
  );
}

export function zoomBy(view: MapView, levels: number, maxZoom = MAX_ZOOM): MapView {
  return { ...view, zoom: clampZoom(view.zoom + levels, maxZoom) };
}

/** Moves the centre by screen pixels at the view's zoom, keeping it inside the extent if given. */
export function panBy(view: MapView, dx: number, dy: number, extent?: Extent): MapView {
  const scale = worldSize(view.zoom);
  const centre = project(view.centre);
  let x = centre.x + dx / scale;
  let y = Math.min(1, Math.max(0, centre.y + dy / scale));
  if (extent) {
    const northWest = project({ lat: extent.north, lng: extent.west });
    const southEast = project({ lat: extent.south, lng: extent.east });
    x = Math.min(southEast.x, Math.max(northWest.x, x));
    y = Math.min(southEast.y, Math.max(northWest.y, y));
  }
  return { ...view, centre: unproject({ x, y }) };
}

/**
 * A marker close up: centred at the map's closest zoom (spec 2 §2: a click on a marker zooms to
 * 18, street level, where the map has streets to show).
 */
export function markerView(marker: MapMarker, maxZoom = MAX_ZOOM): MapView {
  return { centre: { lat: marker.lat, lng: marker.lng }, zoom: maxZoom };
}

/**
 * The view that spreads a cluster's restaurants: fitted to them, and always at least one level
 * closer than now, so every press of a cluster gets somewhere.
 */
export function closerView(current: MapView, points: LatLng[], maxZoom = MAX_ZOOM): MapView {
  const fitted = fitView(points, maxZoom);
  if (!fitted) return current;
  return {
    centre: fitted.centre,
    zoom: clampZoom(Math.max(fitted.zoom, current.zoom + 1), maxZoom),
  };
}

/** Changes when the set of markers or any position changes, and only then. */
export function markersKey(markers: MapMarker[]): string {
  return markers.map((marker) => `${marker.id}@${marker.lat},${marker.lng}`).join('|');
}
