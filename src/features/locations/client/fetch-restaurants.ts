import { toRestaurantSummary, type RestaurantSummary } from '../restaurant-summary';

type RestaurantViewModel = Parameters<typeof toRestaurantSummary>[0];

let cached: Promise<RestaurantSummary[]> | undefined;

/**
 * Every restaurant, for a dialog that needs them (the booking modal's search, the group enquiry):
 * spec 1 §7, "The full restaurant list is fetched from the content service and cached after the
 * first load". A failure is not cached, so opening the dialog again tries again.
 */
export function fetchRestaurants(
  fetch: typeof globalThis.fetch = (...args) => globalThis.fetch(...args),
): Promise<RestaurantSummary[]> {
  cached ??= (async () => {
    const response = await fetch('/api/v1/content/search-restaurants/', {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`The restaurants answered ${response.status}`);
    const body = (await response.json()) as RestaurantViewModel[] | null;
    return (body ?? []).map(toRestaurantSummary);
  })();
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}

/** Forgets the cached list (tests). */
export function forgetRestaurants(): void {
  cached = undefined;
}
