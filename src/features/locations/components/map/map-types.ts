/** A point on the Earth, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A restaurant shown on the map. */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** The restaurant's title, e.g. "Leeds Trinity": the marker's name and, close up, its label. */
  label: string;
  /**
   * The number on the marker, the same as in the list of results beside the map. Only search
   * results are numbered; a restaurant shown before any search is a plain pin.
   */
  number?: number;
}

/** What the map shows: the point in its middle and a Web-Mercator zoom level (18 is street level). */
export interface MapView {
  centre: LatLng;
  zoom: number;
}

/** The restaurant map's contract with the location finder (and the map tile's Map config). */
export interface RestaurantMapProps {
  markers: MapMarker[];
  /** The marker drawn as chosen (bronze). */
  selectedId?: string;
  /** A diner chose a marker: by click, tap, or Enter/Space on the focused marker. */
  onSelect: (id: string) => void;
  /**
   * The view to open with (Map config: centreLat, centreLng, zoom); both or neither. Without them
   * the map opens fitted to the markers. Whenever the markers change it fits them again.
   */
  centre?: LatLng;
  zoom?: number;
  /** Sizes the map; by default it is as wide as its container and 480 pixels high. */
  className?: string;
}

/** A marker's accessible name, e.g. "1: Leeds Trinity", or "Leeds Trinity" for a plain pin. */
export function markerName(marker: MapMarker): string {
  return marker.number === undefined ? marker.label : `${marker.number}: ${marker.label}`;
}
