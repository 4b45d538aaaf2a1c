import {
  formatMiles,
  listedRestaurants,
  LocationSearchForm,
  locationMessages,
  useLocationSearch,
  type JourneyRestaurant,
} from '@/features/locations';
import { useEffect, useRef } from 'react';
import styles from './journey.module.scss';

interface RestaurantStepProps {
  restaurants: JourneyRestaurant[];
  /** The brand's name, as in 'search for a Tavola restaurant'. */
  brandName: string;
  /** The diner's choice, with its distance when a search measured one (the availability request sends it). */
  onSelect: (restaurant: JourneyRestaurant, miles?: number) => void;
  /** Told what each search found (none when nothing was near): the second brand's rule uses it. */
  onSearched?: (found: JourneyRestaurant[]) => void;
}

/**
 * Step 1 'Select a restaurant' (spec 1 §2, §5 "Location search"): search by postcode, town or city
 * (Enter or the search button) or by the device's location; the nearest restaurants (at most 4)
 * show with their distance. When nothing is found, every restaurant shows with the message.
 */
export function RestaurantStep({
  restaurants,
  brandName,
  onSelect,
  onSearched,
}: RestaurantStepProps) {
  const search = useLocationSearch(restaurants, {
    emptyMessage: locationMessages.emptyBookingQuery(brandName),
  });
  const { state } = search;
  const listed = listedRestaurants(state, restaurants);

  // Each finished search once (its results are a new list); nothing found shows every restaurant,
  // but found none.
  const searched = useRef(onSearched);
  useEffect(() => {
    searched.current = onSearched;
  });
  const { results, showAll } = state;
  useEffect(() => {
    if (results) searched.current?.(showAll ? [] : results.map(({ restaurant }) => restaurant));
  }, [results, showAll]);

  return (
    <div>
      <LocationSearchForm label="Find a restaurant" search={search} nearMe="button" />
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
