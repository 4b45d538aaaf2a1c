import { useCallback, useEffect, useRef, useState } from 'react';
import { deviceLocation, type LatLon } from '@/lib/geo';
import { locationMessages } from '../messages';
import type { SearchableRestaurant } from '../restaurant-summary.schema';
import { checkQuery, nearestRestaurants, type RankedRestaurant } from '../utils/location-search';

export interface LocationSearchState<R extends SearchableRestaurant = SearchableRestaurant> {
  query: string;
  searching: boolean;
  /** The nearest restaurants (at most 4), or null before any search. */
  results: RankedRestaurant<R>[] | null;
  /** Nothing was found: the full list shows with the message (spec 2 §4). */
  showAll: boolean;
  message?: string;
  /** Where the results were measured from. */
  origin?: LatLon;
}

interface Options {
  /** The message for an empty search (the booking journey has its own, spec 1 §5). */
  emptyMessage?: string;
  /** How long typing must pause before a search starts. */
  debounceMs?: number;
}

/**
 * The location search of the finder and of the booking journey (spec 1 §5, spec 2 §4): a search
 * starts while typing once the query has more than 2 characters, or on Enter; the place is found by
 * the site's geocoder (`/api/geo/search/{query}`) or the device's location, and the restaurants
 * are ranked by distance.
 */
export function useLocationSearch<R extends SearchableRestaurant>(
  restaurants: readonly R[],
  options: Options = {},
) {
  const { emptyMessage = locationMessages.emptyQuery, debounceMs = 350 } = options;
  const [state, setState] = useState<LocationSearchState<R>>({
    query: '',
    searching: false,
    results: null,
    showAll: false,
  });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const rank = useCallback(
    (origin: LatLon) => {
      const results = nearestRestaurants(origin, restaurants);
      setState((previous) => ({
        ...previous,
        searching: false,
        results,
        origin,
        showAll: results.length === 0,
        message: results.length === 0 ? locationMessages.noLocationsMatching : undefined,
      }));
    },
    [restaurants],
  );

  const fail = useCallback((message: string, showAll = false) => {
    setState((previous) => ({
      ...previous,
      searching: false,
      results: showAll ? [] : null,
      showAll,
      message,
    }));
  }, []);

  const run = useCallback(
    async (query: string) => {
      const id = ++latest.current;
      setState((previous) => ({ ...previous, searching: true, message: undefined }));
      try {
        const response = await fetch(`/api/geo/search/${encodeURIComponent(query)}`);
        if (id !== latest.current) return; // a newer search has started
        if (response.status === 404) return fail(locationMessages.noLocationsMatching, true);
        if (response.status === 400) return fail(locationMessages.invalidQuery);
        if (!response.ok) return fail(locationMessages.searchFailed);
        const { position } = (await response.json()) as { position: LatLon };
        if (id === latest.current) rank(position);
      } catch {
        if (id === latest.current) fail(locationMessages.searchFailed);
      }
    },
    [fail, rank],
  );

  /** Typing: remember the query; search once it is long enough and typing pauses. */
  const setQuery = useCallback(
    (query: string) => {
      setState((previous) => ({ ...previous, query }));
      clearTimeout(timer.current);
      const checked = checkQuery(query);
      if (checked.ok) timer.current = setTimeout(() => void run(checked.query), debounceMs);
    },
    [debounceMs, run],
  );

  /** Enter or the search button: search now, or say why not. */
  const submit = useCallback(() => {
    clearTimeout(timer.current);
    const checked = checkQuery(state.query);
    if (checked.ok) return void run(checked.query);
    if (checked.reason === 'caret') return fail(locationMessages.caret);
    if (checked.reason === 'empty') return fail(emptyMessage);
    void run(state.query.trim());
  }, [emptyMessage, fail, run, state.query]);

  /** The device-location arrow: rank from where the diner is, and show their postcode. */
  const searchNearMe = useCallback(async () => {
    const id = ++latest.current;
    setState((previous) => ({ ...previous, searching: true, message: undefined }));
    let origin: LatLon;
    try {
      origin = await deviceLocation();
    } catch {
      if (id === latest.current) fail(locationMessages.locationFailed);
      return;
    }
    if (id !== latest.current) return;
    rank(origin);
    try {
      const response = await fetch(`/api/geo/search/lat/${origin.lat}/lng/${origin.lon}`);
      const { postcode } = (await response.json()) as { postcode?: string };
      if (response.ok && postcode && id === latest.current) {
        setState((previous) => ({ ...previous, query: postcode }));
      }
    } catch {
      // The postcode is a courtesy; the results are already there.
    }
  }, [fail, rank]);

  return { state, setQuery, submit, searchNearMe };
}
