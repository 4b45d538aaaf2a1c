import { placeNameKey, type Nation } from '../place-name';
import type { PostcodesIoPlace } from './postcodes-io.schema';

/** OS Open Names' kinds of populated place, the most likely meant first. */
const typeRank = ['City', 'Town', 'Other Settlement', 'Suburban Area', 'Village', 'Hamlet'];
const nationNames: Record<Nation, string> = {
  ENG: 'England',
  WLS: 'Wales',
  SCT: 'Scotland',
  NIR: 'Northern Ireland',
};

/**
 * The place meant by `name` among postcodes.io's matches (which come in its own relevance order,
 * "Little Leeds" possibly before "Leeds"): one named exactly so (in English, Welsh or Gaelic) first,
 * then the larger kind of place (a city before a town before a village), then the service's order.
 */
export function bestPlace(
  name: string,
  places: readonly PostcodesIoPlace[],
  nation?: Nation,
): (PostcodesIoPlace & { latitude: number; longitude: number }) | null {
  const key = placeNameKey(name);
  const exact = (place: PostcodesIoPlace) =>
    placeNameKey(place.name_1) === key ||
    (place.name_2 ? placeNameKey(place.name_2) === key : false);
  const kind = (place: PostcodesIoPlace) => {
    const rank = typeRank.indexOf(place.local_type ?? '');
    return rank < 0 ? typeRank.length : rank;
  };
  const ranked = places
    .map((place, order) => ({ place, order }))
    .filter(({ place }) => place.latitude !== null && place.longitude !== null)
    .filter(({ place }) => !nation || place.country === nationNames[nation])
    .sort(
      (a, b) =>
        Number(exact(b.place)) - Number(exact(a.place)) ||
        kind(a.place) - kind(b.place) ||
        a.order - b.order,
    );
  const best = ranked[0]?.place;
  return best ? { ...best, latitude: best.latitude!, longitude: best.longitude! } : null;
}
