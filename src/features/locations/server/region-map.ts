import type { Restaurant } from '@/lib/content';
import { fitMapView, type LatLon } from '@/lib/geo';

/** A restaurant on a region's map. */
export interface RegionMarker {
  lat: number;
  lng: number;
  storeId: string;
  title: string;
}

/** A region's map (spec 2 §3 "Map config"): where it looks, how close, and its markers. */
export interface RegionMapConfig {
  centreLat: number;
  centreLng: number;
  zoom: number;
  markers: RegionMarker[];
}

/** The region of a page of the site: a city's restaurants, or all of them. */
export interface RegionMap {
  path: string;
  name: string;
  map: RegionMapConfig;
}

type MappedRestaurant = Pick<
  Restaurant,
  'storeId' | 'title' | 'city' | 'citySlug' | 'addressLocation'
>;

/** The name of the region of every restaurant. */
export const allRegionsName = 'United Kingdom';
/** A region map of one restaurant, or of a few close together, shows their streets, no closer. */
export const regionMaxZoom = 15;
/** Room for a marker's pin, drawn above its point, at every edge of the 390 x 480 map. */
export const markerPadding = 24;
/** The corners of the UK, for a map with no restaurants on it. */
const ukCorners: LatLon[] = [
  { lat: 49.9, lon: -8.2 },
  { lat: 60.9, lon: 1.8 },
];

/**
 * The region map of a site path: for `/restaurants/{city}` (and the pages below it) that city's
 * restaurants, named as the city; for any other path, or a city without restaurants, every
 * restaurant, named 'United Kingdom'. The view fits the markers on the spec's 390 x 480 map.
 */
export function regionMapOf(path: string, restaurants: readonly MappedRestaurant[]): RegionMap {
  const citySlug = /^\/restaurants\/([^/?#]+)/.exec(path)?.[1]?.toLowerCase();
  const inCity = citySlug ? restaurants.filter((r) => r.citySlug === citySlug) : [];
  const shown = inCity.length > 0 ? inCity : restaurants;

  const markers = shown.map((restaurant) => ({
    lat: restaurant.addressLocation.lat,
    lng: restaurant.addressLocation.lon,
    storeId: restaurant.storeId,
    title: restaurant.title,
  }));
  const points =
    markers.length > 0 ? markers.map(({ lat, lng }) => ({ lat, lon: lng })) : ukCorners;
  const view = fitMapView(points, { padding: markerPadding, maxZoom: regionMaxZoom })!;

  return {
    path,
    name: inCity[0]?.city ?? allRegionsName,
    map: {
      centreLat: roundDegrees(view.centre.lat),
      centreLng: roundDegrees(view.centre.lon),
      zoom: view.zoom,
      markers,
    },
  };
}

/** Six decimals of a degree are 11 cm: more says nothing, and shows float noise (53.96120000000002). */
function roundDegrees(degrees: number): number {
  return Math.round(degrees * 1e6) / 1e6;
}
