import type { JourneyRestaurant } from '../restaurant-summary.schema';
import { toJourneyRestaurant } from '../search-restaurant';
import type { SearchRestaurant } from '../search-restaurant.schema';

/** The address of every restaurant, in the spec's restaurant fields. */
export const RESTAURANTS_URL = '/api/v1/content/search-restaurants/';

let cached: Promise<JourneyRestaurant[]> | undefined;
let loaded: JourneyRestaurant[] | undefined;

/**
 * Every restaurant, for the booking journey's location step and the group enquiry: spec 1 §7,
 * "The full restaurant list is fetched from the content service and cached after the first load".
 * One request per page session, shared by every caller; the answer's Cache-Control lets the
 * browser keep it across reloads for a few minutes. A failure is not cached, so the next call
 * tries again. The answer is the site's own (built from `searchRestaurantSchema` on the server),
 * so it is not parsed again here, only read into what the journey uses: this module stays small
 * enough to preload on any page.
 */
export function fetchRestaurants(
  fetch: typeof globalThis.fetch = (...args) => globalThis.fetch(...args),
): Promise<JourneyRestaurant[]> {
  cached ??= (async () => {
    const response = await fetch(RESTAURANTS_URL, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`The restaurants answered ${response.status}`);
    // The spec's answer is the restaurants, or null when there are none.
    const answer = ((await response.json()) as SearchRestaurant[] | null) ?? [];
    const restaurants = answer.map(toJourneyRestaurant);
    loaded = restaurants;
    return restaurants;
  })();
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}

/** The list if it has already arrived (a journey opened again renders it at once), else undefined. */
export function loadedRestaurants(): JourneyRestaurant[] | undefined {
  return loaded;
}

/** Forgets the cached list (tests). */
export function forgetRestaurants(): void {
  cached = undefined;
  loaded = undefined;
}
