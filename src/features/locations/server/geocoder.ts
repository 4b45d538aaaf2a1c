import type { LatLon } from '@/lib/geo';

/** What a search matched: a full postcode, a postcode district, a postcode area or a named place. */
export type GeocodeKind = 'postcode' | 'district' | 'area' | 'place';

/** Where a search query is: the point to measure distances from, and what it was taken to be. */
export interface GeocodeResult extends LatLon {
  /** The match as a person would write it: `LS1 5AB`, `LS1`, `LS` or `Leeds`. */
  label: string;
  kind: GeocodeKind;
}

/** What is at a point: the best postcode the provider knows (or its district or area) and a place. */
export interface ReverseGeocodeResult {
  /** A full postcode (`LS1 5AB`), or failing that a district (`LS1`) or an area (`LS`). */
  postcode: string;
  /** The town, city or district the point is in or nearest, when the provider knows one. */
  place: string | null;
}

/**
 * Finds places in the United Kingdom (ARCHITECTURE §5): the embedded offline gazetteer by default,
 * postcodes.io in production. `search` takes a postcode, a part of one, or a town or city name.
 * Both answer null for nothing found and throw when the provider itself fails.
 */
export interface Geocoder {
  search(query: string): Promise<GeocodeResult | null>;
  reverse(point: LatLon): Promise<ReverseGeocodeResult | null>;
}
