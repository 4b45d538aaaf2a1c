/**
 * The offline map's land data: where it is served and the area it covers. scripts/build-uk-map.ts
 * writes the file for LAND_EXTENT.
 */
export const LAND_URL = '/maps/uk.json';

/**
 * Great Britain and Ireland with the coasts around them, reaching far enough that a 390 by 480
 * map at zoom 5, centred anywhere in CENTRE_EXTENT, never shows where the data ends.
 */
export const LAND_EXTENT = { west: -20, east: 15, south: 42, north: 66 };

/** Where the map's centre may be dragged, so a diner cannot drag off into empty sea. */
export const CENTRE_EXTENT = { west: -11, east: 2, south: 49.5, north: 61 };

export type Extent = typeof LAND_EXTENT;
