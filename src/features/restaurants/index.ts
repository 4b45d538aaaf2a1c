// The restaurants feature's client-safe API: the restaurant and city pages' parts.
export { CityRestaurants } from './components/city-restaurants';
export { OpeningHours } from './components/opening-hours';
export { OpeningStatus } from './components/opening-status';
export { RestaurantJsonLd, restaurantJsonLd } from './components/restaurant-json-ld';
export { RestaurantDetails } from './components/restaurant-page';
