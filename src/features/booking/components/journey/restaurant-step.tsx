import { useId } from 'react';
import {
  formatMiles,
  locationMessages,
  useLocationSearch,
  type RestaurantSummary,
} from '@/features/locations';
import { Icon } from '@/lib/ui';
import styles from './journey.module.scss';

interface RestaurantStepProps {
  restaurants: RestaurantSummary[];
  /** The brand's name, as in 'search for a Tavola restaurant'. */
  brandName: string;
  /** The diner's choice, with its distance when a search measured one (the availability request sends it). */
  onSelect: (restaurant: RestaurantSummary, miles?: number) => void;
}

interface Listed {
  restaurant: RestaurantSummary;
  miles?: number;
}

/**
 * Step 1 'Select a restaurant' (spec 1 §2, §5 "Location search"): search by postcode, town or city
 * (Enter or the search button) or by the device's location; the nearest restaurants (at most 4)
 * show with their distance. When nothing is found, every restaurant shows with the message.
 */
export function RestaurantStep({ restaurants, brandName, onSelect }: RestaurantStepProps) {
  const { state, setQuery, submit, searchNearMe } = useLocationSearch(restaurants, {
    emptyMessage: locationMessages.emptyBookingQuery(brandName),
  });
  const inputId = useId();

  const listed: Listed[] = state.showAll
    ? [...restaurants]
        .sort((a, b) => a.title.localeCompare(b.title, 'en-GB'))
        .map((restaurant) => ({ restaurant }))
    : (state.results ?? []);

  return (
    <div>
      <form
        role="search"
        aria-label="Restaurants"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="form-label fw-bold">
          Find a restaurant
        </label>
        <div className={styles.searchBox}>
          <input
            id={inputId}
            type="search"
            className="form-control"
            placeholder="Search by postcode, town or city"
            autoComplete="postal-code"
            value={state.query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className={styles.iconButton}>
            <Icon name="search" />
            <span className="visually-hidden">Search</span>
          </button>
        </div>
        <button type="button" className="btn btn-link px-0 mt-1" onClick={searchNearMe}>
          <Icon name="crosshair" className="me-2" />
          Use my location
        </button>
      </form>
      <p className={styles.status} role="status">
        {state.searching ? 'Searching…' : state.message}
      </p>
      {listed.length > 0 && (
        <ul
          className={styles.list}
          aria-label={state.showAll ? 'All restaurants' : 'Nearest restaurants'}
        >
          {listed.map(({ restaurant, miles }) => (
            <li key={restaurant.storeId} className={styles.result}>
              <div>
                <p className="fw-bold mb-0">{restaurant.title}</p>
                <p className="small mb-0">{restaurant.address}</p>
                {miles !== undefined && <p className="small fw-bold mb-0">{formatMiles(miles)}</p>}
              </div>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => onSelect(restaurant, miles)}
              >
                Select<span className="visually-hidden"> {restaurant.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
