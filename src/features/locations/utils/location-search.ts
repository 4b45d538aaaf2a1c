import { milesBetween, type LatLon } from '@/lib/geo';
import type { SearchableRestaurant } from '../restaurant-summary.schema';

/** Spec 1 §9 / spec 2 §9: at most 4 results, under 100 miles. */
export const MAX_LOCATIONS = 4;
export const MAX_DISTANCE = 100;
/** A search starts once the query has more than 2 characters. */
export const MIN_QUERY_LENGTH = 3;

export interface RankedRestaurant<R extends SearchableRestaurant = SearchableRestaurant> {
  restaurant: R;
  miles: number;
}

/**
 * The restaurants nearest a point (spec 2 §4 "Location search"): under 100 miles, nearest first,
 * at most 4.
 */
export function nearestRestaurants<R extends SearchableRestaurant>(
  origin: LatLon,
  restaurants: readonly R[],
  { limit = MAX_LOCATIONS, maxMiles = MAX_DISTANCE } = {},
): RankedRestaurant<R>[] {
  return restaurants
    .map((restaurant) => ({ restaurant, miles: milesBetween(origin, restaurant) }))
    .filter((ranked) => ranked.miles < maxMiles)
    .sort((a, b) => a.miles - b.miles || a.restaurant.title.localeCompare(b.restaurant.title))
    .slice(0, limit);
}

/** A restaurant as a search lists it: with its distance, unless the whole list is shown. */
export interface ListedRestaurant<R extends SearchableRestaurant = SearchableRestaurant> {
  restaurant: R;
  miles?: number;
}

/**
 * What a search shows: its nearest restaurants, or, when nothing was found near the place (spec 2
 * §4), every restaurant by name without distances.
 */
export function listedRestaurants<R extends SearchableRestaurant>(
  search: { showAll: boolean; results: RankedRestaurant<R>[] | null },
  restaurants: readonly R[],
): ListedRestaurant<R>[] {
  if (!search.showAll) return search.results ?? [];
  return [...restaurants]
    .sort((a, b) => a.title.localeCompare(b.title, 'en-GB'))
    .map((restaurant) => ({ restaurant }));
}

/** A distance as the lists show it: one decimal, "0.4 miles", "1 mile". */
export function formatMiles(miles: number): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}

/** Whether a typed query may be searched yet, and the message when it must not be. */
export function checkQuery(
  query: string,
): { ok: true; query: string } | { ok: false; reason: 'empty' | 'caret' | 'short' } {
  const trimmed = query.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (trimmed.includes('^')) return { ok: false, reason: 'caret' };
  if (trimmed.length < MIN_QUERY_LENGTH) return { ok: false, reason: 'short' };
  return { ok: true, query: trimmed };
}
