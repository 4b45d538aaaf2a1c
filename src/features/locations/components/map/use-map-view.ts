import { useState } from 'react';
import type { Extent } from './land-extent';
import type { LatLng, MapMarker, MapView } from './map-types';
import {
  clampZoom,
  closerView,
  fitView,
  markersKey,
  markerView,
  MAX_ZOOM,
  panBy,
  UK_VIEW,
  zoomBy,
} from './map-view';

interface MapViewOptions {
  markers: MapMarker[];
  centre?: LatLng;
  zoom?: number;
  /** Where the centre may be dragged; unlimited when not given. */
  extent?: Extent;
  /** The closest zoom this map has detail for around a centre (18, street level, unless given). */
  maxZoomAt?: (centre: LatLng) => number;
}

const streetLevel = () => MAX_ZOOM;

/**
 * The view of a restaurant map and what the diner can do to it; shared by the offline and the
 * Google map so both behave alike. Opens at the configured view, else fitted to the markers, and
 * fits the markers again whenever they change.
 */
export function useMapView({
  markers,
  centre,
  zoom,
  extent,
  maxZoomAt = streetLevel,
}: MapViewOptions) {
  const configured: MapView | null =
    centre && zoom !== undefined ? { centre, zoom: clampZoom(zoom) } : null;
  const fitted = () => fitView(markers) ?? configured ?? UK_VIEW;

  const [view, setView] = useState<MapView>(() => configured ?? fitted());
  // New search results: adjust the view while rendering, not in an effect, so the map never
  // paints the new markers at the old view.
  const key = markersKey(markers);
  const [fittedKey, setFittedKey] = useState(key);
  if (key !== fittedKey) {
    setFittedKey(key);
    setView(fitted());
  }

  return {
    view,
    /** How close the map may zoom here: Zoom in stops there. */
    maxZoom: Math.max(view.zoom, maxZoomAt(view.centre)),
    setView,
    zoomIn: () =>
      setView((current) =>
        current.zoom < maxZoomAt(current.centre) ? zoomBy(current, 1) : current,
      ),
    zoomOut: () => setView((current) => zoomBy(current, -1)),
    showAll: () => setView(fitted()),
    showMarker: (marker: MapMarker) => setView(markerView(marker, maxZoomAt(marker))),
    /** A cluster was pressed: close in on its restaurants (as far as it takes to part them). */
    showCluster: (members: MapMarker[]) => setView((current) => closerView(current, members)),
    pan: (dx: number, dy: number) => setView((current) => panBy(current, dx, dy, extent)),
  };
}
