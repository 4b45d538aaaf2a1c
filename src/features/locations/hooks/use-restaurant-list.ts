import { useCallback, useEffect, useState } from 'react';
import { fetchRestaurants, loadedRestaurants } from '../client/fetch-restaurants';
import { preloadRestaurantsWhenIdle } from '../client/preload-restaurants';
import type { JourneyRestaurant } from '../restaurant-summary.schema';

/** The restaurant list as a dialog or a journey sees it while it loads. */
export interface RestaurantList {
  /** Every restaurant, or null until they arrive. */
  restaurants: JourneyRestaurant[] | null;
  /** The last attempt failed: say so (`locationMessages.restaurantsFailed`) and offer `retry`. */
  failed: boolean;
  /** Asks again after a failure. */
  retry: () => void;
}

/**
 * Every restaurant, fetched the first time `active` is true (a dialog opening, a journey
 * starting) and kept for the page's session; at once when an earlier caller already has them.
 * A failure says so; `retry`, or the next activation, asks again.
 */
export function useRestaurantList(active: boolean): RestaurantList {
  const [restaurants, setRestaurants] = useState(() => loadedRestaurants() ?? null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!active || restaurants) return;
    let live = true;
    fetchRestaurants().then(
      (list) => {
        if (!live) return;
        setFailed(false);
        setRestaurants(list);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [active, restaurants, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  return { restaurants, failed, retry };
}

/** Fetches the restaurant list once the page is idle, for a journey the diner may start. */
export function usePreloadedRestaurants(): void {
  useEffect(() => preloadRestaurantsWhenIdle(), []);
}
