// The locations feature's server-only API: geocoding, the geo API routes and the restaurant summaries.
export type { GeocodeKind, GeocodeResult, Geocoder, ReverseGeocodeResult } from './server/geocoder';
export { getGeocoder } from './server/get-geocoder';
export { createEmbeddedGeocoder } from './server/embedded/embedded-geocoder';
export { createPostcodesIoGeocoder } from './server/postcodes-io/postcodes-io-geocoder';
export {
  geoReverseHandler,
  geoSearchHandler,
  locationNameHandler,
  regionMapHandler,
} from './server/geo-routes';
export { regionMapOf } from './server/region-map';
export { readSearchQuery } from './server/search-query';
export type { RegionMap, RegionMapConfig, RegionMarker } from './server/region-map';
export { summariesOf, toRestaurantSummary, type RestaurantViewModel } from './restaurant-summary';
export {
  bookNowLocationSchema,
  finderRestaurantSchema,
  journeyRestaurantSchema,
  restaurantSummarySchema,
  restaurantTileSchema,
} from './restaurant-summary.schema';
export { addressLine } from './search-restaurant';
export { searchRestaurantSchema } from './search-restaurant.schema';
