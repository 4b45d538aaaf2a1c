import { useEffect, useState } from 'react';
import { fetchRestaurants } from '../client/fetch-restaurants';
import type { RestaurantSummary } from '../restaurant-summary';

/**
 * Every restaurant, fetched the first time `active` is true (a dialog opening), and kept; a
 * failure says so, and the next opening asks again.
 */
export function useRestaurantList(active: boolean) {
  const [restaurants, setRestaurants] = useState<RestaurantSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

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
  }, [active, restaurants]);

  return { restaurants, failed };
}
