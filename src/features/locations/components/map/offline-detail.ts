import type { LatLng } from './map-types';
import { MAX_ZOOM, OFFLINE_DETAIL_ZOOM } from './map-view';
import { placeLabels, type MapPlace } from './place-labels';
import type { Size } from './use-element-size';

/**
 * How close the offline map may zoom around `centre`: the closest zoom (up to street level, 18)
 * at which its embedded data still names a place in view beside a marker in the middle. It has no
 * streets, so closer than that it was an empty green square. Never less than OFFLINE_DETAIL_ZOOM,
 * which is all it allows until the place names have arrived.
 */
export function detailZoom(places: readonly MapPlace[] | null, centre: LatLng, size: Size): number {
  if (!places) return OFFLINE_DETAIL_ZOOM;
  const middle = [{ left: size.width / 2, top: size.height / 2 }];
  for (let zoom = MAX_ZOOM; zoom > OFFLINE_DETAIL_ZOOM; zoom -= 1) {
    if (placeLabels(places, { centre, zoom }, size, middle).length > 0) return zoom;
  }
  return OFFLINE_DETAIL_ZOOM;
}
