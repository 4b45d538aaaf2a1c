/** The location search messages (spec 1 §5, §8; spec 2 §5, §8), exactly as the spec words them. */
export const locationMessages = {
  emptyQuery: 'Please enter a postcode, town or city, or click the geolocation arrow.',
  caret: 'Sorry, we can’t find a result',
  emptyBookingQuery: (brand: string) =>
    `Enter a postcode or use your location to search for a ${brand} restaurant.`,
  noLocations: 'No locations found, please try a different search.',
  noLocationsMatching:
    'No locations found matching your query, please try a different search or select from the list below.',
  searchFailed: 'Sorry, something went wrong. Please try again.',
  invalidQuery: 'Invalid search query, please search again.',
  locationFailed:
    "Sorry, we couldn't find your location. Please enter a postcode or use the search bar.",
  restaurantsFailed: 'Something went wrong fetching the restaurants, please try again.',
  /** Not the spec's: the status while the list of restaurants is fetched. */
  restaurantsLoading: 'Loading the restaurants…',
} as const;
