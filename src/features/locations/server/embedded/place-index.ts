import { postcodeAreaTowns, type PostcodeArea } from '../../utils/postcode-areas';
import { placeNameKey, shortPlaceNameKey, splitNation } from '../place-name';
import { findAreaTowns } from './area-towns';
import type { GazetteerPlace, Nation } from './gazetteer';

/** How a name matched: the place's own name, a short form of it, or the start of a name. */
type Match = 'name' | 'short' | 'prefix';

interface Entry {
  place: GazetteerPlace;
  match: Exclude<Match, 'prefix'>;
}

/** The UK's places, searchable by name, with each postcode area's town. */
export interface PlaceIndex {
  places: readonly GazetteerPlace[];
  areaTowns: ReadonlyMap<PostcodeArea, GazetteerPlace>;
  /** The best place for a name typed by a person, or null. */
  find(query: string): GazetteerPlace | null;
}

/** England first, then Wales, Scotland and Northern Ireland: the order of the chain's estate. */
const nationRank: Record<Nation, number> = { ENG: 0, WLS: 1, SCT: 2, NIR: 3 };
const matchRank: Record<Match, number> = { name: 0, short: 1, prefix: 2 };

/** A prefix search starts at three letters, as the location search does (spec 2 §4). */
const minPrefixLength = 3;

/**
 * Indexes places by `placeNameKey` (case, accents, hyphens, "St"/"Saint" and "upon"/"on" do not
 * matter), by the short form of "X upon/on/under Y" names, and by the official post-town names of
 * the postcode areas where GeoNames spells them otherwise ("Hull" is Kingston upon Hull).
 *
 * When a name fits several places, the best is, in order:
 * 1. the town of a postcode area (the principal towns: Newport is the city in Wales, not one of the
 *    four smaller Newports in England; Newcastle is Newcastle upon Tyne);
 * 2. a match of the whole name over a short form, and either over the start of a name;
 * 3. England, then Wales, Scotland, Northern Ireland;
 * 4. for the start of a name, the shortest name;
 * 5. GeoNames' order.
 * GeoNames' cities list has no populations, so the principal towns stand in for "the biggest".
 */
export function createPlaceIndex(places: readonly GazetteerPlace[]): PlaceIndex {
  const areaTowns = findAreaTowns(places);
  const principal = new Set(areaTowns.values());
  const entries = new Map<string, Entry[]>();
  const add = (key: string, entry: Entry) => {
    const list = entries.get(key);
    if (!list) entries.set(key, [entry]);
    else if (!list.some((other) => other.place === entry.place)) list.push(entry);
  };

  for (const place of places) {
    const key = placeNameKey(place.name);
    add(key, { place, match: 'name' });
    const short = shortPlaceNameKey(key);
    if (short) add(short, { place, match: 'short' });
  }
  // The official post-town names that GeoNames spells otherwise ("Hull", "Enfield") lead there too.
  for (const [area, place] of areaTowns) {
    add(placeNameKey(postcodeAreaTowns[area]), { place, match: 'name' });
  }

  const rank = (a: Ranked, b: Ranked) =>
    Number(principal.has(b.place)) - Number(principal.has(a.place)) ||
    matchRank[a.match] - matchRank[b.match] ||
    nationRank[a.place.nation] - nationRank[b.place.nation] ||
    a.key.length - b.key.length ||
    a.place.order - b.place.order;

  function find(query: string): GazetteerPlace | null {
    const { name, nation } = splitNation(query);
    const key = placeNameKey(name);
    if (!key) return null;
    const inNation = (ranked: Ranked) => !nation || ranked.place.nation === nation;

    let candidates: Ranked[] = (entries.get(key) ?? []).map((entry) => ({ ...entry, key }));
    candidates = candidates.filter(inNation);
    if (candidates.length === 0 && key.length >= minPrefixLength) {
      for (const [other, list] of entries) {
        if (!other.startsWith(key)) continue;
        for (const entry of list)
          candidates.push({ place: entry.place, match: 'prefix', key: other });
      }
      candidates = candidates.filter(inNation);
    }
    return candidates.sort(rank)[0]?.place ?? null;
  }

  return { places, areaTowns, find };
}

interface Ranked {
  place: GazetteerPlace;
  match: Match;
  key: string;
}
