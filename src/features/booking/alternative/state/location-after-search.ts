/**
 * The second brand's location rule (spec 1 §1): in the booking modal a search that finds no
 * location clears the one chosen before, and a search that finds exactly one chooses it for the
 * diner. Several leave the choice as it was, for the diner to make.
 */
export function locationAfterSearch<Location>(
  chosen: Location | null,
  found: readonly Location[],
): Location | null {
  if (found.length === 0) return null;
  if (found.length === 1) return found[0]!;
  return chosen;
}

/** Where the alternative journey starts: a brand with one location has it chosen already. */
export function initialLocation<Location>(locations: readonly Location[]): Location | null {
  return locations.length === 1 ? locations[0]! : null;
}
