import { lazy, useState } from 'react';
import { AfterHydration, Heading } from '@/lib/ui';
import { useLocationSearch } from '../hooks/use-location-search';
import type { FinderRestaurant } from '../restaurant-summary.schema';
import { listedRestaurants } from '../utils/location-search';
import { LocationSearchForm } from './location-search-form';
import styles from './location-finder.module.scss';
import { RestaurantListTiles } from './restaurant-list-tiles';
import { SearchResult } from './search-result';

// The map is the heaviest part of the page: it loads on its own, after the search form works, and
// is drawn in short tasks (AfterHydration). React's lazy, not next/dynamic, whose loader draws it in
// one long task as soon as its code is in.
const mapLoading = <div className={styles.mapLoading} aria-hidden="true" />;
const RestaurantMap = lazy(() =>
  import('./map/restaurant-map').then((module) => ({ default: module.RestaurantMap })),
);

interface LocationFinderProps {
  title?: string;
  restaurants: FinderRestaurant[];
}

/**
 * The location finder (spec 2 §2): a search box, the device-location arrow, the nearest restaurants
 * with their distance, a map (numbered markers for the results, plain pins before a search), and a
 * view-all-locations grid.
 */
export function LocationFinder({ title, restaurants }: LocationFinderProps) {
  const search = useLocationSearch(restaurants);
  const [selectedId, setSelectedId] = useState<string>();
  const [showAllLocations, setShowAllLocations] = useState(false);

  const listed = listedRestaurants(search.state, restaurants);
  // Only search results are numbered, on the map and in the list: before a search, or when nothing
  // was found near the place and every restaurant is listed, the map shows plain pins.
  const numbered = !search.state.showAll && listed.length > 0;
  const onMap = numbered ? listed.map((entry) => entry.restaurant) : restaurants;
  const markers = onMap.map((restaurant, index) => ({
    id: restaurant.storeId,
    lat: restaurant.lat,
    lng: restaurant.lon,
    label: restaurant.title,
    ...(numbered ? { number: index + 1 } : {}),
  }));

  const select = (storeId: string) => {
    setSelectedId(storeId);
    document
      .getElementById(`result-${storeId}`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <div className="container py-5">
      {title && <Heading className="mb-4">{title}</Heading>}
      <div className="row g-4">
        <div className="col-lg-5">
          <LocationSearchForm label="Find your nearest restaurant" search={search} nearMe="arrow" />
          {listed.length > 0 && (
            <ol
              className={styles.results}
              aria-label={numbered ? 'Restaurants found' : 'All restaurants'}
            >
              {listed.map(({ restaurant, miles }, index) => (
                <SearchResult
                  key={restaurant.storeId}
                  restaurant={restaurant}
                  number={numbered ? index + 1 : undefined}
                  miles={miles}
                  selected={restaurant.storeId === selectedId}
                  onSelect={() => setSelectedId(restaurant.storeId)}
                />
              ))}
            </ol>
          )}
        </div>
        <div className="col-lg-7">
          <AfterHydration fallback={mapLoading}>
            <RestaurantMap markers={markers} selectedId={selectedId} onSelect={select} />
          </AfterHydration>
        </div>
      </div>
      <div className="mt-5">
        <button
          type="button"
          className="btn btn-outline-primary"
          aria-expanded={showAllLocations}
          aria-controls="all-locations"
          onClick={() => setShowAllLocations(!showAllLocations)}
        >
          {showAllLocations ? 'Hide all locations' : 'View all locations'}
        </button>
        {/* The grid is drawn when opened, not hidden in the HTML: it would be the page's longest
            part (a link per restaurant), parsed and laid out before the first paint. Its region
            is always there, for the button's aria-controls. */}
        <div id="all-locations" className="mt-3" hidden={!showAllLocations}>
          {showAllLocations && <RestaurantListTiles restaurants={restaurants} />}
        </div>
      </div>
    </div>
  );
}
