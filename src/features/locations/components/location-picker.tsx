import { useLocationSearch } from '../hooks/use-location-search';
import { locationMessages } from '../messages';
import type { BookNowLocation } from '../restaurant-summary.schema';
import { formatMiles, listedRestaurants, MAX_LOCATIONS } from '../utils/location-search';
import { LocationSearchForm } from './location-search-form';

interface LocationPickerProps {
  /** Every location to choose from, in the order to list them before a search. */
  locations: BookNowLocation[];
  /** The brand's name, as in 'search for a Tavola restaurant'. */
  brandName: string;
  onChoose: (storeId: string) => void;
}

/**
 * The simple book-now modal's list of locations (spec 1 §2), with the search of the booking
 * journey's step 1 above it where the list is long: the same form and search (postcode, town or
 * city, or 'Use my location'). A search narrows the list to the nearest locations with their
 * distance; nothing near a real place lists every location with the spec's message; a place that
 * cannot be found lists none, only the message; an emptied box brings every location back.
 */
export function LocationPicker({ locations, brandName, onChoose }: LocationPickerProps) {
  const search = useLocationSearch(locations, {
    emptyMessage: locationMessages.emptyBookingQuery(brandName),
  });
  // A search finds at most 4, so a list of 4 or fewer has nothing to narrow.
  const searchable = locations.length > MAX_LOCATIONS;
  const listed =
    search.state.results === null
      ? locations.map((restaurant) => ({ restaurant, miles: undefined }))
      : listedRestaurants(search.state, locations);
  return (
    <>
      {searchable && (
        <div className="mb-3">
          <LocationSearchForm label="Find a restaurant" search={search} nearMe="button" />
        </div>
      )}
      {listed.length > 0 && (
        <ul
          className="list-unstyled d-grid gap-2"
          aria-label={
            search.state.results && !search.state.showAll ? 'Nearest locations' : 'All locations'
          }
        >
          {listed.map(({ restaurant, miles }) => (
            <li key={restaurant.storeId}>
              <button
                type="button"
                className="btn btn-outline-primary w-100 text-start"
                onClick={() => onChoose(restaurant.storeId)}
              >
                {restaurant.title}
                <span className="d-block small">{restaurant.address}</span>
                {miles !== undefined && (
                  <span className="d-block small fw-bold">{formatMiles(miles)}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
