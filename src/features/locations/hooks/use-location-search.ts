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
  /** Nothing was near a real place: the full list shows with the message (spec 2 §4). */
  showAll: boolean;
  message?: string;
  /** Where the results were measured from. */
  origin?: LatLon;
  /**
   * After 'Use my location': the town the diner is in or nearest ("Leeds"), shown as 'Near Leeds'
   * when the geocoder knows no full postcode there (a full postcode fills the search box instead).
   */
  near?: string;
}

/** A full UK postcode ("LS1 5AB"), not only its district or area ("LS1", "LS"). */
const FULL_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;

/** The status line's words for where a device-location search measured from. */
export function nearText(place: string): string {
  return `Near ${place}`;
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
      // Nothing within 100 miles of a real place: every restaurant shows, to choose from (spec 1
      // §8, the variant 'the full list is then shown'); with no restaurant at all there is no list.
      const showAll = results.length === 0 && restaurants.length > 0;
      const message =
        results.length > 0
          ? undefined
          : showAll
            ? locationMessages.noLocationsMatching
            : locationMessages.noLocations;
      setState((previous) => ({
        ...previous,
        searching: false,
        results,
        origin,
        near: undefined,
        showAll,
        message,
      }));
    },
    [restaurants],
  );

  /** A search without results: `found` says that it ran and found nothing (an empty list). */
  const fail = useCallback((message: string, found: 'nothing' | 'no answer' = 'no answer') => {
    setState((previous) => ({
      ...previous,
      searching: false,
      results: found === 'nothing' ? [] : null,
      showAll: false,
      near: undefined,
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
        // No such place: no list would help, only another search (spec 1 §8, the short variant).
        if (response.status === 404) return fail(locationMessages.noLocations, 'nothing');
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

  /**
   * Typing: remember the query; search once it is long enough and typing pauses. An emptied box
   * forgets the last search, so a list of every restaurant (the /book-now list) comes back.
   */
  const setQuery = useCallback(
    (query: string) => {
      // An answer still on its way belongs to a search the diner has just wiped out.
      if (query.trim() === '') latest.current++;
      setState((previous) =>
        query.trim() === ''
          ? {
              ...previous,
              query,
              searching: false,
              results: null,
              showAll: false,
              message: undefined,
              near: undefined,
            }
          : { ...previous, query, near: undefined },
      );
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

  /**
   * The device-location arrow: rank from the device's own coordinates, then say where that is: its
   * full postcode in the search box when the geocoder knows one, else 'Near Leeds' (the nearest
   * town of the offline gazetteer). A postcode area alone ('LS') is never put in the box.
   */
  const searchNearMe = useCallback(async () => {
    // A search still waiting for typing to pause would otherwise replace these results.
    clearTimeout(timer.current);
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
    // What was typed before no longer describes the results.
    setState((previous) => ({ ...previous, query: '' }));
    try {
      const response = await fetch(`/api/geo/search/lat/${origin.lat}/lng/${origin.lon}`);
      if (!response.ok) return;
      const { postcode, place } = (await response.json()) as {
        postcode?: string;
        place?: string | null;
      };
      if (id !== latest.current) return;
      if (postcode && FULL_POSTCODE.test(postcode.trim())) {
        setState((previous) => ({ ...previous, query: postcode.trim().toUpperCase() }));
      } else if (place) {
        setState((previous) => ({ ...previous, near: place }));
      }
    } catch {
      // Where the diner is, in words, is a courtesy; the results are already there.
    }
  }, [fail, rank]);

  return { state, setQuery, submit, searchNearMe };
}
