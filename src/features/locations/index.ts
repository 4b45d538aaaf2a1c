// The locations feature's client-safe API: finding restaurants, their lists and opening hours.
export { LocationFinder } from './components/location-finder';
export { LocationPicker } from './components/location-picker';
export { LocationSearchForm } from './components/location-search-form';
export { RestaurantListTiles } from './components/restaurant-list-tiles';
export { useLocationSearch, type LocationSearchState } from './hooks/use-location-search';
export {
  usePreloadedRestaurants,
  useRestaurantList,
  type RestaurantList,
} from './hooks/use-restaurant-list';
export {
  fetchRestaurants,
  forgetRestaurants,
  loadedRestaurants,
  RESTAURANTS_URL,
} from './client/fetch-restaurants';
export { locationMessages } from './messages';
export type { SearchRestaurant } from './search-restaurant.schema';
// For other features' tests that stub the restaurant list's API with journey restaurants.
export { searchRestaurantsAnswer } from './testing/search-restaurants-answer';
export type {
  BookNowLocation,
  FinderRestaurant,
  JourneyRestaurant,
  RestaurantSummary,
  RestaurantTile,
  SearchableRestaurant,
} from './restaurant-summary.schema';
export {
  checkQuery,
  formatMiles,
  listedRestaurants,
  MAX_DISTANCE,
  MAX_LOCATIONS,
  MIN_QUERY_LENGTH,
  nearestRestaurants,
  type ListedRestaurant,
  type RankedRestaurant,
} from './utils/location-search';
export { openingState, type OpeningState } from './utils/opening-state';
export { restaurantSubtitle, restaurantTileTitle } from './utils/restaurant-subtitle';
