import type { MapMarker } from './map-types';

/** A marker where the map draws it, in pixels from the map's top-left corner. */
export interface PlacedMarker {
  marker: MapMarker;
  left: number;
  top: number;
}

/** Markers drawn as one: a circle with their count, at their mean position. */
export interface MarkerCluster {
  markers: MapMarker[];
  left: number;
  top: number;
}

/**
 * Plain pins whose centres are closer than this overlap (a marker is 32 pixels across) and are
 * drawn as one cluster.
 */
export const CLUSTER_RADIUS = 36;

/**
 * Groups markers that would be drawn on top of each other. Greedy, in the order given: each marker
 * not yet taken gathers every other untaken marker within `radius` pixels; alone it stays a
 * marker, with company it becomes a cluster. Stable for a given view, and cheap for the chain's
 * hundred or so restaurants.
 */
export function clusterMarkers(
  placed: readonly PlacedMarker[],
  radius = CLUSTER_RADIUS,
): { single: PlacedMarker[]; clusters: MarkerCluster[] } {
  const taken = new Set<number>();
  const single: PlacedMarker[] = [];
  const clusters: MarkerCluster[] = [];
  placed.forEach((seed, index) => {
    if (taken.has(index)) return;
    taken.add(index);
    const group = [seed];
    placed.forEach((other, otherIndex) => {
      if (taken.has(otherIndex)) return;
      if (Math.hypot(other.left - seed.left, other.top - seed.top) < radius) {
        taken.add(otherIndex);
        group.push(other);
      }
    });
    if (group.length === 1) {
      single.push(seed);
      return;
    }
    clusters.push({
      markers: group.map((member) => member.marker),
      left: group.reduce((sum, member) => sum + member.left, 0) / group.length,
      top: group.reduce((sum, member) => sum + member.top, 0) / group.length,
    });
  });
  return { single, clusters };
}

/**
 * What a cluster shows: the numbers of the search results in it ("1, 2, 3"), so the list beside
 * the map still finds them; else how many restaurants it holds.
 */
export function clusterText(cluster: MarkerCluster): string {
  const numbers = cluster.markers.map((marker) => marker.number);
  if (numbers.every((number) => number !== undefined)) {
    return numbers.sort((a, b) => a - b).join(', ');
  }
  return String(cluster.markers.length);
}

/** A cluster's accessible name: what it holds (its visible text within it), and what it does. */
export function clusterName(cluster: MarkerCluster): string {
  const numbered = cluster.markers.every((marker) => marker.number !== undefined);
  return numbered
    ? `Restaurants ${clusterText(cluster)}: zoom in`
    : `${cluster.markers.length} restaurants: zoom in`;
}
